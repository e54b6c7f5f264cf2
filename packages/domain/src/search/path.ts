// The search call's path, built here rather than by openapi-fetch so the exact bytes are ours:
// every segment percent-encoded, so "/ ? # %" and accents stay inside their segment (docs/product.md#calls).
// Also the package's `@cnpj/domain/search-path` entry: the client loads it with the first search, so
// the filter declarations it needs do not ride in the code every signed-in page loads.
import { SEARCH_SEGMENT_ORDER, toSearchSegments } from './segments';
import type { SearchRequest } from '../types';

export { toSearchSegments } from './segments';

/** "/{a}/{b}..." for a tuple of names, as a type. */
type Placeholders<T extends readonly string[]> = T extends readonly [
  infer Head extends string,
  ...infer Rest extends readonly string[],
]
  ? `/{${Head}}${Placeholders<Rest>}`
  : '';

/**
 * The path template of the search call in the contract, from the segment order. Its type is the
 * literal the contract's `paths` key is, so a wrong order fails the typecheck where the client
 * and the mock use it.
 */
export const SEARCH_PATH_TEMPLATE =
  `/api/empresas${SEARCH_SEGMENT_ORDER.map((name) => `/{${name}}`).join('')}` as `/api/empresas${Placeholders<typeof SEARCH_SEGMENT_ORDER>}`;

/** One path segment, percent-encoded (a space becomes %20, "/" becomes %2F). */
export function encodeSegment(value: string | number): string {
  return encodeURIComponent(String(value));
}

/** The search call's path ('/api/empresas/...', 22 encoded segments) for these criteria. */
export function buildSearchPath(criteria: SearchRequest): string {
  const segments = toSearchSegments(criteria);
  return `/api/empresas/${SEARCH_SEGMENT_ORDER.map((name) => encodeSegment(segments[name])).join('/')}`;
}
