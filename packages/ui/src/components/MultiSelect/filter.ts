// Filtering 5,570 municipalities per keystroke must stay cheap: normalised keys are computed once per
// option list, and matches are written into one reusable buffer instead of a new array per keystroke.
import { searchKey } from '../../format/text';

/** One choice of a {@link MultiSelect}. */
export interface MultiSelectOption {
  value: string;
  label: string;
}

/** Options with their precomputed accent-insensitive keys and a reusable match buffer. */
export interface OptionIndex {
  readonly options: readonly MultiSelectOption[];
  readonly keys: readonly string[];
  readonly matches: Int32Array;
}

/** The visible options for a query: their count and the option index at each visible position. */
export interface FilterResult {
  readonly count: number;
  readonly optionAt: (position: number) => number;
}

/** Precomputes the search keys of a list of options (once per list). */
export function buildOptionIndex(options: readonly MultiSelectOption[]): OptionIndex {
  return {
    options,
    keys: options.map((option) => searchKey(option.label)),
    matches: new Int32Array(options.length),
  };
}

const identity = (position: number) => position;

/** Options whose label contains the query, ignoring accents and case ("sao" finds "São Paulo"). */
export function filterOptions(index: OptionIndex, query: string): FilterResult {
  const needle = searchKey(query);
  if (needle === '') return { count: index.options.length, optionAt: identity };
  const { keys, matches } = index;
  let count = 0;
  for (let i = 0; i < keys.length; i += 1) {
    if ((keys[i] as string).includes(needle)) matches[count++] = i;
  }
  return { count, optionAt: (position) => matches[position] ?? -1 };
}
