import { describe, expect, it } from 'vitest';
import { exceedsRowCap, totalPages } from './limits';

describe('limits (docs/product.md#limits-and-constants)', () => {
  it('counts pages of 50, with at least one page', () => {
    expect(totalPages(101)).toBe(3);
    expect(totalPages(100)).toBe(2);
    expect(totalPages(0)).toBe(1);
    expect(totalPages(7, 5)).toBe(2);
  });
  it('asks to confirm exports above 65,535 rows only', () => {
    expect(exceedsRowCap(65_535)).toBe(false);
    expect(exceedsRowCap(65_536)).toBe(true);
  });
});
