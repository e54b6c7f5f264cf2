// The Radar as a backend with the extension runs it (docs/product.md#radar): each monitor is checked
// against the current release when it is created and whenever it is read after a new release, with the
// domain's rules (which release, which opening dates); a check is a search the backend runs for itself,
// never stored for the user nor counted as one of their searches. What the queue shows leaves out, when
// it is read, the companies on the user's lists, on "Não contatar" and in the search spreadsheets the
// user downloaded, so a company put on a list after the check leaves the queue too.
import {
  addFound,
  afterCheck,
  checkCriteria,
  checkWindow,
  foundAfter,
  releaseToCheck,
  toSearchSegments,
  type EmpresaDetalhe,
  type RadarExclusao,
  type RadarMonitor,
  type SearchCriteria,
  type SearchSegmentValues,
} from '@cnpj/domain';
import type { MockOptions } from '../options.ts';
import { parseCriteria, type Parsed } from '../search/criteria.ts';
import { backendSearch, readRows } from '../search/service.ts';
import type { StoredMonitor, UserState } from '../store.ts';

/** The companies one check keeps at most (README, "Radar"): the newest openings first. */
export const MOCK_CHECK_LIMIT = 1000;

/** What the mock leaves out of every queue. */
export const MOCK_EXCLUSIONS: readonly RadarExclusao[] = ['listas', 'nao_contatar', 'exportadas'];

/** A monitor's filters read as the search call's segments are, so bad filters are a 400. */
export function criteriaValues(filtros: SearchCriteria): Parsed<SearchSegmentValues> {
  let segments: Record<string, string>;
  try {
    // The decoded segments as a path carries them: every value as text.
    const written = toSearchSegments({ ...filtros, user_id: 'radar' });
    segments = Object.fromEntries(
      Object.entries(written).map(([key, value]) => [key, String(value)]),
    );
  } catch {
    return { ok: false, message: 'filtros não seguem SearchCriteria' };
  }
  const parsed = parseCriteria(segments);
  if (!parsed.ok) return { ok: false, message: `filtros.${parsed.message}` };
  return {
    ok: true,
    value: {
      ...parsed.value,
      ...(filtros.somenteMatriz === true ? { somenteMatriz: true } : {}),
      ...(filtros.somenteCelular === true ? { somenteCelular: true } : {}),
    },
  };
}

/** Checks the monitor against the current release when it is due; a paused one waits. */
export function checkDue(options: MockOptions, stored: StoredMonitor, now = new Date()): void {
  const { monitor } = stored;
  const release = releaseToCheck(options.store.register.current(), monitor.base_verificada);
  if (monitor.pausado || release === null) return;
  const criteria = checkCriteria(monitor.filtros, checkWindow(release, monitor.base_verificada));
  const values = criteria ? criteriaValues(criteria) : null;
  if (values?.ok) {
    const rows = readRows(options, backendSearch(options, values.value), 'D', 0, MOCK_CHECK_LIMIT);
    stored.found = addFound(stored.found, release, rows);
  }
  stored.monitor = afterCheck(monitor, release, 0, now);
}

/** The companies of the monitor's queue (or found in the releases after `since`), as read now. */
export function queue(user: UserState, stored: StoredMonitor, since?: string): EmpresaDetalhe[] {
  const lists = [...user.listas.values()];
  const listed = new Set(lists.flatMap((lista) => lista.cnpjs));
  return foundAfter(stored.found, since ?? stored.monitor.visto_ate).filter(
    (company) => !listed.has(company.cnpj) && !user.exported.has(company.cnpj),
  );
}

/** The monitor as the contract answers it: its count is the queue read now. */
export function monitorView(user: UserState, stored: StoredMonitor): RadarMonitor {
  return { ...stored.monitor, novas: queue(user, stored).length };
}
