// One check made in this browser (docs/product.md#radar, decisions 067 and 072): the monitor's search
// narrowed to the opening dates after the release it checked last (the 30 days up to the release
// for a first check), newest first, read at most RADAR_MAX_PAGES pages, then cleared of the user's
// lists and "Não contatar" by the rules of "only companies new to you" (decision 043). The search is
// the ordinary search call, so it is a search the backend counts: the caller runs none on the free
// plan (radarAvailable), nor while the plan is being read.
import {
  checkCriteria,
  checkWindow,
  clearNewCompanies,
  extraSearchQuery,
  filtersFromSaved,
  pagesToRead,
  type Announced,
  type EmpresaResumo,
  type RadarKnown,
  type RadarMonitor,
} from '@cnpj/domain';
import { api } from '../services/api';
import type { CheckExclusions } from './browser-monitors';

/** What the check needs to know besides the monitor. */
export interface CheckContext {
  /** The extra criteria the backend applies (GET /api/capacidades). */
  announced: Announced;
  /** The ids of the lists a backend announcing excluir_listas leaves out: "Não contatar" and all. */
  lists: { naoContatar: number | null; all: number[] };
  known: RadarKnown;
}

/** What one check found. */
export interface CheckOutcome {
  /** The companies left after the exclusions, newest openings first. */
  rows: EmpresaResumo[];
  /** What the search found in all (a read past RADAR_MAX_ROWS stopped there). */
  total: number;
  exclusions: CheckExclusions;
}

/** Checks `monitor` against `release`; a failed call rejects, and the caller keeps the queue. */
export async function checkInBrowser(
  monitor: Pick<RadarMonitor, 'filtros' | 'base_verificada'>,
  release: string,
  { announced, lists, known }: CheckContext,
): Promise<CheckOutcome> {
  const filters = filtersFromSaved(monitor.filtros);
  const criteria = checkCriteria(monitor.filtros, checkWindow(release, monitor.base_verificada));
  let read: EmpresaResumo[] = [];
  let total = 0;
  // Dates that cannot meet the monitor's own find nothing, without spending a search.
  if (criteria !== null) {
    const extras = extraSearchQuery({ ...criteria, ocultarEmListas: true }, announced, lists);
    const search = await api.searchCompanies(criteria, extras);
    total = search.total;
    const ref = { pesquisaId: search.pesquisaId, ordenacao: criteria.ordenacao ?? 'D' };
    for (let page = 1; page <= pagesToRead(total); page += 1)
      read = read.concat(await api.getSearchPage({ ...ref, page }));
  }
  const { rows, ...exclusions } = clearNewCompanies(read, filters, announced, known);
  return { rows, total, exclusions };
}
