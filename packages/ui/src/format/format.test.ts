import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime } from './dates';
import { formatBytes } from './bytes';
import {
  formatBRL,
  formatCount,
  formatInteger,
  formatNumber,
  formatResultsSummary,
} from './numbers';
import { hasMarkup, orNotInformed } from './text';

// Money holds "R$" to the amount with a no-break space; compare with ordinary spaces.
const spaces = (text: string) => text.replace(/\s/g, ' ');

describe('dates in pt-BR, UTC (docs/product.md#limits-and-constants)', () => {
  it('formats a date-only value without shifting the day', () => {
    expect(formatDate('2024-03-05')).toBe('05/03/2024');
  });
  it('formats the date of a timestamp in UTC, even near midnight', () => {
    expect(formatDate('2024-03-05T23:30:00Z')).toBe('05/03/2024');
  });
  it('formats date and time to the minute', () => {
    expect(formatDateTime('2024-03-05T14:07:59Z')).toBe('05/03/2024, 14:07');
  });
  it('shows blank for missing or unparsable dates', () => {
    expect(formatDate(null)).toBe('');
    expect(formatDate('not a date')).toBe('');
    expect(formatDateTime(undefined)).toBe('');
  });
});

describe('numbers in pt-BR', () => {
  it('formats money in BRL', () => {
    expect(spaces(formatBRL(1234.56))).toBe('R$ 1.234,56');
    expect(spaces(formatBRL(0))).toBe('R$ 0,00');
  });
  it('groups thousands with dots', () => {
    expect(formatInteger(1234567)).toBe('1.234.567');
    expect(formatNumber(1234.5)).toBe('1.234,5');
  });
  it('shows blank for missing numbers', () => {
    expect(formatBRL(null)).toBe('');
    expect(formatInteger(Number.NaN)).toBe('');
  });
  it('writes the results header of the search screen', () => {
    expect(formatResultsSummary(50, 12345)).toBe('Exibindo 50 de 12.345 resultados');
    expect(formatResultsSummary(1, 1)).toBe('Exibindo 1 de 1 resultado');
  });
  it('makes every written count agree in number, zero plural', () => {
    const forms = { one: 'cadastro', other: 'cadastros' };
    expect(formatCount(1, forms)).toBe('1 cadastro');
    expect(formatCount(0, forms)).toBe('0 cadastros');
    expect(formatCount(2, forms)).toBe('2 cadastros');
    expect(formatCount(1234, forms)).toBe('1.234 cadastros');
  });
  it('writes sizes in decimal units, one decimal from a megabyte', () => {
    expect(spaces(formatBytes(3_355_443))).toBe('3,4 MB');
    expect(spaces(formatBytes(20_480))).toBe('20 kB');
    expect(spaces(formatBytes(0))).toBe('0 kB');
  });
});

describe('text helpers', () => {
  it('falls back to "Não informado" for blank values', () => {
    expect(orNotInformed('  ')).toBe('Não informado');
    expect(orNotInformed(null)).toBe('Não informado');
    expect(orNotInformed(0)).toBe('0');
    expect(orNotInformed('ACME')).toBe('ACME');
  });
  it('tells server HTML with tags or character references from plain text', () => {
    expect(hasMarkup('4781-4/00 - Comércio varejista de artigos do vestuário')).toBe(false);
    expect(hasMarkup('4721102 - <b>Padaria</b>')).toBe(true);
    expect(hasMarkup('Peças &amp; acessórios')).toBe(true);
  });
});
