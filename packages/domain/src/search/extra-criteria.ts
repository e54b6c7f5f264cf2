// The extension criteria (docs/product.md#search, decision 043): a backend announces in GET
// /api/capacidades which it applies; those travel as query parameters of the search call, the others
// never leave the browser, and the page shown applies what it can, saying so. Which filter is which
// criterion, and its rule for a row, is the filter's declaration (filter-fields.ts).
// "Não contatar" is one rule wherever companies are shown (decision 057): a search leaves its
// companies out (those put on it from the page on screen stay there, marked, until the page
// changes); a set the user chose by name (a list, the bulk lookup) shows them marked; every file and
// every send to a list leaves them out; where only the backend could apply it, the screen says so.
import * as messages from '../messages/prospecting';
import type { CriterioExtra, EmpresaResumo, SearchCriteria, SearchExtraQuery } from '../types';
import { FILTER_FIELDS, FILTER_NAMES, type FilterName, type SearchFilters } from './filter-fields';

/** Every extra criterion of the contract (a mock or a test announcing them all). */
export const CRITERIOS_EXTRAS = [
  'somente_matriz',
  'somente_celular',
  'excluir_listas',
] as const satisfies readonly CriterioExtra[];
// A criterion of the contract missing above is a type error here.
const everyCriterion: [Exclude<CriterioExtra, (typeof CRITERIOS_EXTRAS)[number]>] extends [never]
  ? true
  : false = true;
void everyCriterion;

/** The filters that are extension criteria, in the form's order. */
export const EXTRA_FILTERS: readonly FilterName[] = FILTER_NAMES.filter(
  (name) => FILTER_FIELDS[name].criterion !== undefined,
);

/** The backend's list ids the search leaves out: "Não contatar" always, every list when asked. */
export interface ListExclusion {
  naoContatar: number | null;
  all: readonly number[];
}

/** The criteria a backend announced; a 404 (or any failure) announces none. */
export type Announced = ReadonlySet<CriterioExtra>;

/** The list ids for excluir_listas, without repeats. */
function excludedListIds(criteria: SearchCriteria, lists: ListExclusion): number[] {
  const ids = [
    ...(lists.naoContatar === null ? [] : [lists.naoContatar]),
    ...(criteria.ocultarEmListas ? lists.all : []),
  ];
  return [...new Set(ids)];
}

/**
 * The query parameters of a search: only criteria the backend announced, only when set. A backend
 * that announced none gets none (the path alone, as the product's call).
 */
export function extraSearchQuery(
  criteria: SearchCriteria,
  announced: Announced,
  lists: ListExclusion,
): SearchExtraQuery {
  const query: SearchExtraQuery = {};
  for (const name of EXTRA_FILTERS) {
    const criterion = FILTER_FIELDS[name].criterion;
    if (criterion === 'somente_matriz' || criterion === 'somente_celular')
      if (announced.has(criterion) && criteria[name] === true) query[criterion] = true;
  }
  if (announced.has('excluir_listas')) {
    const ids = excludedListIds(criteria, lists);
    if (ids.length > 0) query.excluir_listas = ids;
  }
  return query;
}

/** The CNPJs a page can leave out by itself: those on the user's lists and on "Não contatar". */
export interface PageExclusion {
  inLists: ReadonlySet<string>;
  naoContatar: ReadonlySet<string>;
  /**
   * Companies the user put on "Não contatar" from the page on screen: they stay in their place,
   * marked, until the page changes, so the next row never slides under the pointer (decision 057).
   */
  keptInPlace?: ReadonlySet<string>;
}

/** A page of results after the rules the backend did not apply. */
export interface ShownPageRows<T> {
  rows: T[];
  /** What narrowed only this page, named as the user knows it; empty: the backend did everything. */
  pageOnly: string[];
  /** What the page says of rows a filter could not judge and kept ("Só matriz" without the flag). */
  undecided: string[];
  /** The rows shown that are on "Não contatar" (kept in place): the screen marks them. */
  marked: ReadonlySet<string>;
}

const NO_MARKS: ReadonlySet<string> = new Set();

function labelOf(name: FilterName): string {
  return FILTER_FIELDS[name].label ?? name;
}

/**
 * The rows of a page with every set extension filter the backend did not announce applied to them,
 * and "Não contatar" always left out. `pageOnly` names what was applied here only.
 */
export function applyToShownPage<T extends EmpresaResumo>(
  rows: readonly T[],
  filters: SearchFilters,
  /** null while the backend's answer is awaited: "Não contatar" alone is applied meanwhile. */
  announced: Announced | null,
  exclusion: PageExclusion,
): ShownPageRows<T> {
  const local = EXTRA_FILTERS.filter((name) => {
    const { criterion } = FILTER_FIELDS[name];
    return (
      announced !== null &&
      filters[name] === true &&
      criterion !== undefined &&
      !announced.has(criterion)
    );
  });
  const context = { inLists: exclusion.inLists };
  // A row a filter cannot judge stays: a company is never hidden on a guess.
  let shown = rows.filter((row) =>
    local.every((name) => FILTER_FIELDS[name].onPage?.(row, context) !== false),
  );
  const pageOnly = local.map(labelOf);
  const undecided = local.flatMap((name) => {
    const { onPage, undecided: say } = FILTER_FIELDS[name];
    const count = shown.filter((row) => onPage?.(row, context) === null).length;
    return count > 0 && say ? [say(count)] : [];
  });
  // "Não contatar" leaves the page, even a page a backend with excluir_listas answered before the
  // company went on the list (a search reopened by link or reload); only without that backend is it
  // this page's doing alone. What was put on it from this page stays, marked, until the page changes.
  const inPlace = exclusion.keptInPlace ?? NO_MARKS;
  const kept = shown.filter((row) => !exclusion.naoContatar.has(row.cnpj) || inPlace.has(row.cnpj));
  if (kept.length < shown.length && announced !== null && !announced.has('excluir_listas'))
    pageOnly.push(messages.NAO_CONTATAR_LIST_NAME);
  shown = kept;
  // Nothing left out: the same array, so a page already drawn is not drawn again.
  return {
    rows: shown.length === rows.length ? (rows as T[]) : shown,
    pageOnly,
    undecided,
    marked: inPlace.size === 0 ? NO_MARKS : naoContatarMarks(shown, exclusion.naoContatar),
  };
}

/**
 * The companies of a set the user chose by name (a list, the bulk lookup's found companies) that are
 * on "Não contatar": shown, marked, never dropped from what the user asked for; files and lists made
 * from the set leave them out (withoutNaoContatar).
 */
export function naoContatarMarks(
  rows: readonly { cnpj: string }[],
  naoContatar: ReadonlySet<string>,
): ReadonlySet<string> {
  if (naoContatar.size === 0) return NO_MARKS;
  const marked = rows.filter((row) => naoContatar.has(row.cnpj)).map((row) => row.cnpj);
  return marked.length === 0 ? NO_MARKS : new Set(marked);
}

/**
 * The note beside a page that was narrowed here only, with what it says of the rows a filter kept
 * without judging them; null when the backend applied everything.
 */
export function pageOnlyNote(
  pageOnly: readonly string[],
  undecided: readonly string[] = [],
): string | null {
  if (pageOnly.length === 0) return null;
  // The page left "Não contatar" out by itself: the backend's spreadsheet did not (decision 057).
  const excel = pageOnly.includes(messages.NAO_CONTATAR_LIST_NAME)
    ? [messages.NAO_CONTATAR_EXCEL_NOTE]
    : [];
  return [messages.pageOnlyFilterNote(pageOnly), ...undecided, ...excel].join(' ');
}

/** Leaves the "Não contatar" CNPJs out of rows about to be sent or exported. */
export function withoutNaoContatar<T extends { cnpj: string }>(
  rows: readonly T[],
  naoContatar: ReadonlySet<string>,
): T[] {
  return rows.filter((row) => !naoContatar.has(row.cnpj));
}
