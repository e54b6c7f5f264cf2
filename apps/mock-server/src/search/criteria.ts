// Turns the 22 path segments of the search call (docs/product.md#calls, openapi x-segment-encoding) into criteria,
// rejecting anything the contract does not allow so a bad request gets a 400, never a crash. How each
// segment is read is its filter's declaration in the domain (decision 029), the one the client writes with.
import {
  FILTER_FIELDS,
  SEARCH_SEGMENT_ORDER,
  SegmentError,
  readSearchSegments,
  type FilterName,
  type SearchSegmentValues,
} from '@cnpj/domain';

/** Either the parsed value or why the request breaks the contract. */
export type Parsed<T> = { ok: true; value: T } | { ok: false; message: string };

/** The fields read as plain text: exactly string (not a code union, not a date that may be null). */
type StringField = {
  [K in FilterName]: [SearchSegmentValues[K]] extends [string]
    ? string extends SearchSegmentValues[K]
      ? K
      : never
    : never;
}[FilterName];

/** The free-text segments: the register's names are upper case, so the mock compares in upper case. */
const TEXT_FIELDS = SEARCH_SEGMENT_ORDER.filter(
  (name) => name !== 'user_id' && FILTER_FIELDS[name].segment.kind === 'text',
  // A 'text' segment reads as a string: its kind's reader returns one.
) as readonly StringField[];

/** Parses the search path parameters; never throws. */
export function parseCriteria(
  params: Record<string, string | undefined>,
): Parsed<SearchSegmentValues> {
  try {
    const criteria = readSearchSegments(params);
    for (const name of TEXT_FIELDS) criteria[name] = criteria[name].toUpperCase();
    return { ok: true, value: criteria };
  } catch (error) {
    if (error instanceof SegmentError) return { ok: false, message: error.message };
    throw error;
  }
}

/** The extension criteria of a search's query (GET /api/capacidades announces them all). */
export interface ExtraCriteria {
  somenteMatriz: boolean;
  somenteCelular: boolean;
  /** List ids whose companies the search leaves out. */
  excluirListas: number[];
}

function readFlag(query: URLSearchParams, name: string): boolean {
  const value = query.get(name);
  if (value === null || value === 'false') return false;
  if (value === 'true') return true;
  throw new SegmentError(`${name}: use true ou false`);
}

/** Reads the extension criteria strictly: a value outside the contract is a 400, as a segment's. */
export function parseExtraCriteria(query: URLSearchParams): Parsed<ExtraCriteria> {
  try {
    const ids = (query.get('excluir_listas') ?? '').split(',').filter((id) => id !== '');
    if (!ids.every((id) => /^\d{1,9}$/.test(id)))
      return { ok: false, message: 'excluir_listas: ids de lista separados por vírgula' };
    return {
      ok: true,
      value: {
        somenteMatriz: readFlag(query, 'somente_matriz'),
        somenteCelular: readFlag(query, 'somente_celular'),
        excluirListas: ids.map(Number),
      },
    };
  } catch (error) {
    if (error instanceof SegmentError) return { ok: false, message: error.message };
    throw error;
  }
}

/** A stable text for the criteria that decide the result set (the ordering only sorts it). */
export function criteriaKey(criteria: SearchSegmentValues): string {
  const { ordenacao: _ordenacao, ...filters } = criteria;
  return JSON.stringify(filters);
}
