// The search call's 22 decoded path segments (docs/product.md#calls), both ways: written from the
// criteria and read back strictly as a backend does. Each field's declaration (filter-fields.ts)
// says how its segment is encoded; segment-codec.ts holds the encodings.
import type { SearchCriteria, SearchPathParams, SearchRequest } from '../types';
import {
  FILTER_FIELDS,
  SEARCH_SEGMENT_ORDER,
  type FilterName,
  type SearchSegmentValues,
} from './filter-fields';
import { SegmentError } from './segment-codec';

export { SEARCH_SEGMENT_ORDER } from './filter-fields';
export { EMPTY_SEGMENT, SegmentError } from './segment-codec';

/** A filter the path carries (the extension criteria travel as query parameters). */
type PathFilterName = Exclude<keyof SearchPathParams, 'user_id'>;

function putSegment<K extends PathFilterName>(
  segments: Partial<SearchPathParams>,
  criteria: SearchCriteria,
  name: K,
): void {
  // The declaration's segment type is the contract's for a path field (FieldOf), which K is.
  segments[name] = FILTER_FIELDS[name].segment.write(criteria[name]) as SearchPathParams[K];
}

/** The decoded value of every segment of the search path. */
export function toSearchSegments(request: SearchRequest): SearchPathParams {
  if (!request.user_id) throw new Error('The search needs the backend user id (user_id)');
  const criteria: SearchCriteria = request;
  const segments: Partial<SearchPathParams> = {};
  for (const name of SEARCH_SEGMENT_ORDER)
    if (name !== 'user_id') putSegment(segments, criteria, name);
  segments.user_id = request.user_id;
  // Every segment of the order is filled above, and the order covers every path parameter.
  return segments as SearchPathParams;
}

/**
 * The filter segments read back strictly, in the path's order: the first segment the contract
 * does not allow (missing, or a value outside its encoding) throws a SegmentError whose message
 * names it. The user segment is the caller's to check.
 */
export function readSearchSegments(
  params: Readonly<Record<string, string | undefined>>,
): SearchSegmentValues {
  const values: Partial<Record<FilterName, unknown>> = {};
  for (const name of SEARCH_SEGMENT_ORDER) {
    if (name === 'user_id') continue;
    const segment = params[name];
    if (segment === undefined || segment === '') throw new SegmentError(`${name}: segmento vazio`);
    values[name] = FILTER_FIELDS[name].segment.read(name, segment);
  }
  // Each value is its declaration's reading, which is what SearchSegmentValues names.
  return values as SearchSegmentValues;
}
