import { describe, expect, it } from 'vitest';
import { formatUtcDate, formatUtcDateTime } from './dates';
import { formatPtBrInteger, formatPtBrMoney, formatPtBrNumber } from './numbers';

// Intl is the reference: these formats are written out only to spare pages ICU's start-up cost
// (decision 027), so each must print exactly what Intl prints for pt-BR.
const intlNumber = (max: number, min = 0) =>
  new Intl.NumberFormat('pt-BR', { maximumFractionDigits: max, minimumFractionDigits: min });
const intlMoney = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });
const intlDate = new Intl.DateTimeFormat('pt-BR', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  timeZone: 'UTC',
});
const intlDateTime = new Intl.DateTimeFormat('pt-BR', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'UTC',
});

/** A fixed-seed generator (mulberry32), so a failure names the same values on every run. */
function seeded(seed: number) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const random = seeded(27);
/** Magnitudes from units to trillions, both signs, with the edges people meet. */
const numbers = [
  0,
  -0,
  1,
  12,
  123,
  999,
  1000,
  1234,
  12345,
  65535,
  999999,
  1000000,
  36117,
  1234567.891,
  0.125,
  0.5,
  1.5,
  2.5,
  -2.5,
  1.005,
  2.675,
  1.115,
  0.285,
  999.995,
  999999.999,
  -0.4,
  -0.001,
  0.001,
  ...Array.from({ length: 2000 }, () => (random() - 0.2) * 10 ** Math.floor(random() * 13)),
  ...Array.from(
    { length: 500 },
    () => Math.round(random() * 10 ** Math.floor(random() * 10)) / 100,
  ),
];

describe('pt-BR numbers, written out (docs/product.md#overview)', () => {
  it('prints integers exactly as Intl does', () => {
    for (const value of numbers)
      expect(formatPtBrInteger(value), String(value)).toBe(intlNumber(0).format(value));
  });
  it('prints up to two decimals exactly as Intl does', () => {
    for (const value of numbers)
      expect(formatPtBrNumber(value, 2), String(value)).toBe(intlNumber(2).format(value));
  });
  it('prints BRL exactly as Intl does, the symbol held to the amount by a no-break space', () => {
    for (const value of numbers)
      expect(formatPtBrMoney(value), String(value)).toBe(intlMoney.format(value));
    expect(formatPtBrMoney(1234.5)).toBe('R$\u00a01.234,50');
  });
  it('groups every thousand, four digits included', () => {
    expect(formatPtBrInteger(1234)).toBe('1.234');
    expect(formatPtBrInteger(120000)).toBe('120.000');
  });
  it('leaves numbers too large for plain digits to Intl', () => {
    expect(formatPtBrInteger(1e21)).toBe(intlNumber(0).format(1e21));
    expect(formatPtBrInteger(Number.POSITIVE_INFINITY)).toBe(
      intlNumber(0).format(Number.POSITIVE_INFINITY),
    );
  });
});

describe('UTC dates, written out (docs/product.md#limits-and-constants)', () => {
  const moments = [
    Date.UTC(2024, 2, 5),
    Date.UTC(2024, 2, 5, 23, 30),
    Date.UTC(2024, 1, 29, 0, 0),
    Date.UTC(1999, 11, 31, 23, 59, 59),
    Date.UTC(2026, 6, 1, 12, 0),
    ...Array.from(
      { length: 2000 },
      () => Date.UTC(1900, 0, 1) + random() * 250 * 365.25 * 86_400_000,
    ),
  ].map((time) => new Date(time));

  it('prints the date exactly as Intl does in UTC', () => {
    for (const moment of moments)
      expect(formatUtcDate(moment), moment.toISOString()).toBe(intlDate.format(moment));
  });
  it('prints date and time to the minute exactly as Intl does in UTC', () => {
    for (const moment of moments)
      expect(formatUtcDateTime(moment), moment.toISOString()).toBe(intlDateTime.format(moment));
  });
  it('never shifts a date-only value a day', () => {
    expect(formatUtcDate(new Date('2024-03-05'))).toBe('05/03/2024');
    expect(formatUtcDateTime(new Date('2024-03-05T14:07:59Z'))).toBe('05/03/2024, 14:07');
  });
});
