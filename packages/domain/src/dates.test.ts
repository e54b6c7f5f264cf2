import { describe, expect, it } from 'vitest';
import {
  DATE_INCOMPLETE_MESSAGE,
  DATE_INVALID_MESSAGE,
  brDateToIso,
  dateInputError,
  isRealDay,
  isoToBrDate,
  parseIsoDate,
} from './dates';

describe('dates (docs/product.md#validation "Dates")', () => {
  it('reads dd/mm/aaaa day first: 01/02/2024 is 1 February 2024', () => {
    expect(brDateToIso('01/02/2024')).toBe('2024-02-01');
    expect(brDateToIso(' 31/12/1999 ')).toBe('1999-12-31');
  });

  it.each([
    '31/02/2024',
    '29/02/2023',
    '00/01/2024',
    '10/13/2024',
    '01/02/24',
    '01022024',
    '',
    '2024-02-01',
  ])('gives no ISO date for %j', (text) => expect(brDateToIso(text)).toBeNull());

  it('writes an ISO date as dd/mm/aaaa without any time zone shift', () => {
    expect(isoToBrDate('2024-02-01')).toBe('01/02/2024');
    expect(isoToBrDate('2024-03-05T23:30:00Z')).toBe('05/03/2024');
    expect(isoToBrDate('2024-02-30')).toBe('');
    expect(isoToBrDate('')).toBe('');
    expect(isoToBrDate(null)).toBe('');
  });

  it('knows leap years and month lengths', () => {
    expect(isRealDay({ year: 2024, month: 2, day: 29 })).toBe(true);
    expect(isRealDay({ year: 1900, month: 2, day: 29 })).toBe(false);
    expect(isRealDay({ year: 2000, month: 2, day: 29 })).toBe(true);
    expect(isRealDay({ year: 2024, month: 4, day: 31 })).toBe(false);
    expect(parseIsoDate('2024-02-29')).toEqual({ year: 2024, month: 2, day: 29 });
    expect(parseIsoDate('29/02/2024')).toBeNull();
  });

  it('says incomplete below 8 digits, invalid for a day that does not exist, nothing otherwise', () => {
    expect(dateInputError('')).toBeNull();
    expect(dateInputError('01/02/2024')).toBeNull();
    expect(dateInputError('01/02/20')).toBe(DATE_INCOMPLETE_MESSAGE);
    expect(dateInputError('31/02/2024')).toBe(DATE_INVALID_MESSAGE);
    expect(DATE_INCOMPLETE_MESSAGE).toBe('Data incompleta: use o formato dd/mm/aaaa.');
    expect(DATE_INVALID_MESSAGE).toBe('Data inválida: confira o dia e o mês.');
  });
});
