// What a check leaves out of the new companies (docs/product.md#radar): the companies already on the
// user's lists, those on "Não contatar" and those exported before. Lists and "Não contatar" are the
// rules of "only companies new to you" (decision 043, 057), applied by the same function the search's
// page uses, with "Ocultar empresas que já estão nas minhas listas" always on; the monitor's own
// extension filters ("Só matriz", "Somente com celular") follow the same rule too. Each exclusion is
// reported where it was applied: by the backend, here on the companies read, or not at all.
import { applyToShownPage, type Announced } from '../search/extra-criteria';
import { NAO_CONTATAR_LIST_NAME } from '../messages/prospecting';
import { FILTER_FIELDS, type SearchFilters } from '../search/filter-fields';
import type { EmpresaResumo } from '../types';
import type { RadarExclusao } from './types';

/** What this browser knows of the user's companies. */
export interface RadarKnown {
  /** The CNPJs on the user's lists (the backend's, read where it can, and those put there here). */
  inLists: ReadonlySet<string>;
  naoContatar: ReadonlySet<string>;
  /**
   * The CNPJs exported before that this browser knows of (the files it wrote, such as CRM files);
   * null when it knows none, so "exported before" is not applied and the note says so.
   */
  exported: ReadonlySet<string> | null;
}

/** The new companies left after the exclusions, and where each exclusion was applied. */
export interface RadarCleared<T> {
  rows: T[];
  /** Applied by the backend, to every company of the check. */
  byBackend: RadarExclusao[];
  /** Applied here, to the companies the check read. */
  here: RadarExclusao[];
  /** Not applied at all. */
  notApplied: RadarExclusao[];
  /** The monitor's filters applied here only, named as the user knows them ("Só matriz"). */
  filtersHere: string[];
  /** What the page says of rows a filter could not judge and kept. */
  undecided: string[];
}

/**
 * The companies a check read, cleared of what the user must not see as new. `announced` is what the
 * backend applies on the search call (GET /api/capacidades): with excluir_listas the search already
 * left the lists out, and "Não contatar" is still left out here (a company put on it after the
 * search ran).
 */
export function clearNewCompanies<T extends EmpresaResumo>(
  rows: readonly T[],
  filters: SearchFilters,
  announced: Announced,
  known: RadarKnown,
): RadarCleared<T> {
  const page = applyToShownPage(rows, { ...filters, ocultarEmListas: true }, announced, {
    inLists: known.inLists,
    naoContatar: known.naoContatar,
  });
  const exported = known.exported;
  const kept = exported === null ? page.rows : page.rows.filter((row) => !exported.has(row.cnpj));
  const lists: RadarExclusao[] = ['listas', 'nao_contatar'];
  const byBackend = announced.has('excluir_listas') ? lists : [];
  return {
    rows: kept,
    byBackend,
    here: [
      ...lists.filter((name) => !byBackend.includes(name)),
      ...(exported ? ['exportadas' as const] : []),
    ],
    notApplied: exported ? [] : ['exportadas'],
    filtersHere: page.pageOnly.filter((label) => !PAGE_LIST_LABELS.has(label)),
    undecided: page.undecided,
  };
}

// The page's names for the two list rules, which the Radar reports as exclusions instead.
const PAGE_LIST_LABELS: ReadonlySet<string> = new Set([
  FILTER_FIELDS.ocultarEmListas.label ?? 'ocultarEmListas',
  NAO_CONTATAR_LIST_NAME,
]);

/** What a backend with the Radar extension left out, and what it did not (RadarNovas.exclusoes). */
export function backendExclusions(
  exclusoes: readonly RadarExclusao[],
): Pick<RadarCleared<never>, 'byBackend' | 'here' | 'notApplied'> {
  const all: RadarExclusao[] = ['listas', 'nao_contatar', 'exportadas'];
  return {
    byBackend: all.filter((name) => exclusoes.includes(name)),
    here: [],
    notApplied: all.filter((name) => !exclusoes.includes(name)),
  };
}
