// The search form's filters and the rules over them (docs/product.md#search, #validation,
// #states-and-transitions): defaults, what counts as a filter, and what stops a search.
import { isCepFilterValid } from '../cep';
import { EXPORT_ROW_CAP } from '../limits';
import * as messages from '../messages/search';
import { formatPtBrInteger } from '../numbers';
import { FILTER_FIELDS, FILTER_NAMES, type FilterName, type SearchFilters } from './filter-fields';

export type { SearchFilters } from './filter-fields';

/** Whether the field named `name` holds a value, as its declaration says. */
export function isFilterSet<K extends FilterName>(filters: SearchFilters, name: K): boolean {
  return FILTER_FIELDS[name].isSet(filters[name]);
}

function withDefault<K extends FilterName>(filters: Partial<SearchFilters>, name: K): void {
  filters[name] = FILTER_FIELDS[name].defaultValue();
}

/** "Limpar Filtros": every filter empty, status Ativas, order Data abertura, regime Todos, toggles off. */
export function defaultFilters(): SearchFilters {
  const filters: Partial<SearchFilters> = {};
  for (const name of FILTER_NAMES) withDefault(filters, name);
  // Every declared name was just filled, and the declarations cover SearchFilters exactly.
  return filters as SearchFilters;
}

/** The filters that count besides the UF (faturamento, status and order do not). */
export function hasOtherFilter(filters: SearchFilters): boolean {
  return FILTER_NAMES.some(
    (name) => FILTER_FIELDS[name].countsAsOther && isFilterSet(filters, name),
  );
}

/** How many additional filters (the form's second block) hold a value, for the folded block's badge. */
export function countAdditionalFilters(filters: SearchFilters): number {
  return FILTER_NAMES.filter(
    (name) => FILTER_FIELDS[name].group === 'additional' && isFilterSet(filters, name),
  ).length;
}

/** In order: an invalid CEP stops the search first, then UF plus one other filter. Null = go. */
export function validateSearch(filters: SearchFilters): string | null {
  if (!isCepFilterValid(filters.cep)) return messages.CEP_INVALID_ALERT;
  if (filters.uf === '' || !hasOtherFilter(filters)) return messages.MISSING_FILTERS_ALERT;
  return null;
}

/** "Enviar todos para lista": no results, then no search id, block sending everything. */
export function sendAllAlert(total: number, pesquisaId: string | null | undefined): string | null {
  if (total <= 0) return messages.NO_RESULTS_TO_SEND_ALERT;
  if (!pesquisaId) return messages.MISSING_SEARCH_ID_ALERT;
  return null;
}

/** The confirmation above the row cap: the total in pt-BR, what happens to the first 65.535, and the advice. */
function rowCapMessage(total: number, outcome: string, advice: string): string {
  return `A pesquisa retornou ${formatPtBrInteger(total)} resultados. Apenas os primeiros ${formatPtBrInteger(EXPORT_ROW_CAP)} ${outcome}. ${advice}`;
}

/** The export confirmation, giving the total in pt-BR and the 65.535 cap. */
export function exportConfirmationMessage(total: number): string {
  return rowCapMessage(
    total,
    'serão exportados',
    'Refine os filtros para exportar menos resultados.',
  );
}

/** "Enviar todos para lista" above the cap (docs/product.md#search "Long operations"): the same facts, for a list. */
export function sendAllConfirmationMessage(total: number): string {
  return rowCapMessage(
    total,
    'serão enviados para a lista',
    'Refine os filtros para enviar menos resultados.',
  );
}
