import { describe, expect, it } from 'vitest';
import { pageSelectionState, togglePage, toggleRow } from './selection';

const page = ['a', 'b', 'c'];

describe('page selection (docs/product.md#states-and-transitions)', () => {
  it('is unchecked with no row of the page selected, even if other pages have selections', () => {
    expect(pageSelectionState(page, new Set(['z']))).toBe(false);
  });
  it('is indeterminate with some rows selected', () => {
    expect(pageSelectionState(page, new Set(['a']))).toBe('indeterminate');
  });
  it('is checked with every row selected', () => {
    expect(pageSelectionState(page, new Set(['a', 'b', 'c', 'z']))).toBe(true);
  });
  it('is unchecked for an empty page', () => {
    expect(pageSelectionState([], new Set(['a']))).toBe(false);
  });
  it('selects the whole page from a partial selection and keeps other pages', () => {
    expect([...togglePage(page, new Set(['a', 'z']))].sort()).toEqual(['a', 'b', 'c', 'z']);
  });
  it('clears only the page when it was fully selected', () => {
    expect([...togglePage(page, new Set(['a', 'b', 'c', 'z']))]).toEqual(['z']);
  });
  it('toggles one row in and out', () => {
    const once = toggleRow('b', new Set(['a']));
    expect([...once].sort()).toEqual(['a', 'b']);
    expect([...toggleRow('b', once)]).toEqual(['a']);
  });
});
