// The search filters in the URL (docs/product.md#screens-and-routes: a search can be bookmarked,
// shared and restored with back and forward). Only values that differ from the defaults are
// written, so links stay short; reading is forgiving: an unknown key or an invalid value is ignored
// and that filter keeps its default. Each field's declaration (filter-fields.ts) says how.
import { FILTER_FIELDS, FILTER_NAMES, URL_PARAM_ORDER, type FilterName } from './filter-fields';
import { defaultFilters, isFilterSet, type SearchFilters } from './filters';

/** Today's order, then any field it does not list, in the form's order. */
const WRITE_ORDER: readonly FilterName[] = [
  ...URL_PARAM_ORDER,
  ...FILTER_NAMES.filter((name) => !new Set<FilterName>(URL_PARAM_ORDER).has(name)),
];

function writeParam<K extends FilterName>(
  params: URLSearchParams,
  filters: SearchFilters,
  name: K,
): void {
  const values = FILTER_FIELDS[name].url?.write(filters[name]) ?? [];
  for (const value of values) params.append(name, value);
}

function readParam<K extends FilterName>(
  filters: SearchFilters,
  params: URLSearchParams,
  name: K,
): void {
  const url = FILTER_FIELDS[name].url;
  if (url) filters[name] = url.read(params.getAll(name));
}

function resetToDefault<K extends FilterName>(filters: SearchFilters, name: K): void {
  filters[name] = FILTER_FIELDS[name].defaultValue();
}

/** The filters as URL search params (defaults left out; lists as repeated keys). */
export function filtersToParams(filters: SearchFilters): URLSearchParams {
  const params = new URLSearchParams();
  for (const name of WRITE_ORDER) writeParam(params, filters, name);
  return params;
}

/** Reads filters from URL search params; anything missing or invalid keeps its default. */
export function filtersFromParams(params: URLSearchParams): SearchFilters {
  const filters = defaultFilters();
  for (const name of FILTER_NAMES) readParam(filters, params, name);
  // A field that belongs to another (cities to the UF) cannot be chosen without it
  // (docs/product.md#states-and-transitions).
  for (const name of FILTER_NAMES) {
    const owner = FILTER_FIELDS[name].needs;
    if (owner !== undefined && !isFilterSet(filters, owner)) resetToDefault(filters, name);
  }
  return filters;
}

/** Filters reopened from a saved search: read through the same checks as a link (storage can be edited). */
export function filtersFromSaved(saved: Readonly<Record<string, unknown>>): SearchFilters {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(saved)) {
    if (Array.isArray(value)) value.forEach((item) => params.append(key, String(item)));
    else if (['string', 'number', 'boolean'].includes(typeof value)) params.set(key, String(value));
  }
  return filtersFromParams(params);
}

/**
 * Whether two filter sets would search the same, compared through the link's one canonical form
 * (docs/product.md#search "The search shown": the form differs from the search shown).
 */
export function sameFilters(a: SearchFilters, b: SearchFilters): boolean {
  return a === b || filtersToParams(a).toString() === filtersToParams(b).toString();
}
