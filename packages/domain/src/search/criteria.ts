// From the form's filters to the contract's SearchCriteria (docs/product.md#validation): accents
// stripped on send, capital and revenue already numbers, unparsable dates dropped. Each field's
// declaration (filter-fields.ts) says how.
import type { SearchCriteria } from '../types';
import { FILTER_FIELDS, FILTER_NAMES, type FilterName } from './filter-fields';
import type { SearchFilters } from './filters';

export { parseFilterDate } from './field-kinds';

function putCriterion<K extends FilterName>(
  criteria: Partial<SearchCriteria>,
  filters: SearchFilters,
  name: K,
): void {
  criteria[name] = FILTER_FIELDS[name].toCriterion(filters[name]);
}

/**
 * The filters as the contract's criteria; null while no UF is chosen (the contract requires one).
 * The user segment is not the filters' business: the client adds the signed-in user's id.
 */
export function toSearchCriteria(filters: SearchFilters): SearchCriteria | null {
  if (filters.uf === '') return null;
  const criteria: Partial<SearchCriteria> = {};
  for (const name of FILTER_NAMES) putCriterion(criteria, filters, name);
  // Every field is filled above, the UF among them.
  return criteria as SearchCriteria;
}
