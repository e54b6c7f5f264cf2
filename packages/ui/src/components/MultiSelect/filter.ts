// Filtering 5,570 municipalities per keystroke must stay cheap: normalised keys are computed once per
// option list (lazily), and matches go into a typed array. Each result owns its array: with a deferred query
// React may keep showing an older result while it computes a newer one, so they must not share one.
import { searchKey } from '@cnpj/domain';

/** One choice of a {@link MultiSelect}. */
export interface MultiSelectOption {
  value: string;
  label: string;
}

/** Options with their precomputed accent-insensitive keys. */
export interface OptionIndex {
  readonly options: readonly MultiSelectOption[];
  readonly keys: readonly string[];
}

/** The visible options for a query: their count and the option index at each visible position. */
export interface FilterResult {
  readonly count: number;
  readonly optionAt: (position: number) => number;
}

/**
 * The search keys of a list of options, computed once per list: not while the page renders (a search
 * page mounts pickers of 1,350 CNAEs and a UF's cities), but when a picker asks (`prepare`, on focus
 * or pointer) or, at the latest, on the first keystroke.
 */
export function buildOptionIndex(options: readonly MultiSelectOption[]): PreparedOptionIndex {
  const keys: string[] = [];
  const fill = () => {
    for (let i = keys.length; i < options.length; i += 1)
      keys.push(searchKey((options[i] as MultiSelectOption).label));
  };
  return {
    options,
    get keys() {
      fill();
      return keys;
    },
    prepare: fill,
  };
}

/** Something a picker keys ahead of the first keystroke: an option index, or an {@link OptionMatcher}. */
export interface Preparable {
  /** Keys every option now (a few milliseconds for 1,350, more on a slow phone). */
  prepare(): void;
}

/** An option index that can be keyed ahead. */
export type PreparedOptionIndex = OptionIndex & Preparable;

const indexes = new WeakMap<readonly MultiSelectOption[], PreparedOptionIndex>();

/**
 * The index of an option list, shared by every picker given that same list: the search form's
 * "CNAEs" and "CNAEs secundários" show the same 1,350 options, which are keyed once.
 */
export function optionIndexFor(options: readonly MultiSelectOption[]): PreparedOptionIndex {
  let index = indexes.get(options);
  if (!index) {
    index = buildOptionIndex(options);
    indexes.set(options, index);
  }
  return index;
}

const identity = (position: number) => position;

/** Options whose label contains the query, ignoring accents and case ("sao" finds "São Paulo"). */
export function filterOptions(index: OptionIndex, query: string): FilterResult {
  const needle = searchKey(query);
  if (needle === '') return { count: index.options.length, optionAt: identity };
  const { keys } = index;
  const matches = new Int32Array(keys.length);
  let count = 0;
  for (let i = 0; i < keys.length; i += 1) {
    if ((keys[i] as string).includes(needle)) matches[count++] = i;
  }
  return { count, optionAt: (position) => matches[position] ?? -1 };
}

/**
 * A picker's own ranking of its options (the CNAE pickers match words in any order, printed codes and
 * everyday names): the positions of the matching options, best first; keyed ahead like an index.
 */
export interface OptionMatcher extends Preparable {
  match(query: string): ArrayLike<number>;
}

/** The visible options a matcher ranks for a query. */
export function matchOptions(matcher: OptionMatcher, query: string): FilterResult {
  const positions = matcher.match(query);
  return { count: positions.length, optionAt: (position) => positions[position] ?? -1 };
}

/** How a picker finds its options for a typed text, and keys them ahead. */
export interface OptionSearch extends Preparable {
  results(query: string): FilterResult;
}

/** The picker's matcher when it has one, else "label contains the text" over the shared index. */
export function optionSearch(
  options: readonly MultiSelectOption[],
  matcher?: OptionMatcher,
): OptionSearch {
  if (matcher)
    return { prepare: matcher.prepare, results: (query) => matchOptions(matcher, query) };
  const index = optionIndexFor(options);
  return { prepare: index.prepare, results: (query) => filterOptions(index, query) };
}
