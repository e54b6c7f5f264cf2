import { describe, expect, it, vi } from 'vitest';
import {
  buildOptionIndex,
  filterOptions,
  optionIndexFor,
  optionSearch,
  type FilterResult,
} from './filter';

const index = buildOptionIndex(
  ['São Paulo', 'Santo André', 'São José dos Campos', 'Campinas', 'Itaú de Minas'].map((label) => ({
    value: label,
    label,
  })),
);

/** The labels a filter result shows, in order. */
const labels = (result: FilterResult) =>
  Array.from(
    { length: result.count },
    (_, position) => index.options[result.optionAt(position)]?.label,
  );

describe('filterOptions', () => {
  it('finds "São Paulo" when the user types "sao" (accent-insensitive)', () => {
    expect(labels(filterOptions(index, 'sao'))).toEqual(['São Paulo', 'São José dos Campos']);
  });
  it('ignores case and accents in the query too', () => {
    expect(labels(filterOptions(index, 'ANDRÉ'))).toEqual(['Santo André']);
    expect(labels(filterOptions(index, 'itau'))).toEqual(['Itaú de Minas']);
  });
  it('matches inside a label, not only at its start', () => {
    expect(labels(filterOptions(index, 'campos'))).toEqual(['São José dos Campos']);
  });
  it('shows every option for a blank query', () => {
    expect(filterOptions(index, '  ').count).toBe(5);
  });
  it('keeps an earlier result intact after a later query (a deferred list may still show it)', () => {
    const earlier = filterOptions(index, 'sao');
    filterOptions(index, 'campinas');
    expect(labels(earlier)).toEqual(['São Paulo', 'São José dos Campos']);
  });
  it('returns no match for an unknown name', () => {
    expect(filterOptions(index, 'xyz').count).toBe(0);
  });
});

describe('buildOptionIndex', () => {
  /** Options that count how often their labels are read. */
  function countingOptions() {
    const reads = { count: 0 };
    const options = ['Recife', 'Olinda'].map((name) => ({
      value: name,
      get label() {
        reads.count += 1;
        return name;
      },
    }));
    return { options, reads };
  }

  it('keys nothing while the page renders, only on the first query', () => {
    const { options, reads } = countingOptions();
    const lazy = buildOptionIndex(options);
    expect(reads.count).toBe(0);
    expect(filterOptions(lazy, '').count).toBe(2);
    expect(reads.count).toBe(0);
    expect(filterOptions(lazy, 'rec').count).toBe(1);
    expect(reads.count).toBe(2);
  });

  it('keys each label once, keyed ahead or not', () => {
    const { options, reads } = countingOptions();
    const prepared = buildOptionIndex(options);
    prepared.prepare();
    expect(reads.count).toBe(2);
    prepared.prepare();
    filterOptions(prepared, 'o');
    filterOptions(prepared, 'ol');
    expect(reads.count).toBe(2);
  });

  it('shares one index between pickers given the same option list', () => {
    const { options, reads } = countingOptions();
    expect(optionIndexFor(options)).toBe(optionIndexFor(options));
    filterOptions(optionIndexFor(options), 'rec');
    filterOptions(optionIndexFor(options), 'oli');
    expect(reads.count).toBe(2);
    expect(optionIndexFor([...options])).not.toBe(optionIndexFor(options));
  });
});

describe('optionSearch', () => {
  it('filters by "label contains the text" when the picker has no matcher', () => {
    const search = optionSearch(index.options);
    expect(labels(search.results('campos'))).toEqual(['São José dos Campos']);
  });
  it("shows a picker's matcher's ranking, best first, and keys the matcher, not the labels", () => {
    // A matcher that ranks "Campinas" before "São Paulo" for any text.
    const prepare = vi.fn();
    const matcher = { match: () => Int32Array.from([3, 0]), prepare };
    const search = optionSearch(index.options, matcher);
    expect(labels(search.results('x'))).toEqual(['Campinas', 'São Paulo']);
    expect(search.results('x').optionAt(2)).toBe(-1);
    search.prepare();
    expect(prepare).toHaveBeenCalled();
  });
});
