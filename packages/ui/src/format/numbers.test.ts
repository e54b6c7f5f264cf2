import { describe, expect, it } from 'vitest';
import { formatInteger } from './numbers';

const intlInteger = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 0 });

// Halves round away from zero in both; group boundaries; the bounds of the hand-written range.
const edges = [0, 0.4, 0.5, 1.5, 2.5, 999, 999.5, 1000, 1234, 9999.5, 12345, 999999, 1e6, 123456789.49, 2 ** 53 - 1, 2 ** 53, 1e21, -0, -1, -1234.5, -0.4];

/** Counts of every size, with fractions. */
function sweep(): number[] {
  const values: number[] = [];
  for (let value = 0.3; value < 1e16; value = value * 1.37 + 0.5) values.push(value, Math.floor(value), Math.floor(value) + 0.5);
  return values;
}

describe('counts grouped without Intl match Intl pt-BR to the character', () => {
  it('formats integers as Intl does', () => {
    for (const value of [...edges, ...sweep()]) expect(formatInteger(value)).toBe(intlInteger.format(value));
  });
});
