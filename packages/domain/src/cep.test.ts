import { describe, expect, it } from 'vitest';
import { cepFromText, formatCep, isCepFilterValid, isValidCep } from './cep';

describe('CEP (docs/product.md#validation)', () => {
  it('masks 8 digits as 00000-000', () => {
    expect(formatCep('01310100')).toBe('01310-100');
  });
  it('leaves incomplete values alone', () => {
    expect(formatCep('0131')).toBe('0131');
    expect(formatCep(undefined)).toBe('');
  });
  it('accepts only complete CEPs as valid', () => {
    expect(isValidCep('01310-100')).toBe(true);
    expect(isValidCep('01310100')).toBe(true);
    expect(isValidCep('01310-10')).toBe(false);
    expect(isValidCep('')).toBe(false);
  });
  it('lets the search run with an empty CEP, and stops it with an incomplete one', () => {
    expect(isCepFilterValid('')).toBe(true);
    expect(isCepFilterValid('  ')).toBe(true);
    expect(isCepFilterValid('01310-1')).toBe(false);
  });
});

describe('a CEP in pasted text', () => {
  it.each([
    [' 13.015-904 ', '13015904'],
    ['CEP 13015-904', '13015904'],
    ['13015 904', '13015904'],
    ['\t13015-904\n', '13015904'],
    ['Rua X, 123 - CEP 13015-904', '13015904'],
    ['0131', '0131'],
    [' 01310-100 ', '01310100'],
    ['CEP: 01310-100', '01310100'],
    ['cep:\r\n01310100', '01310100'],
    ['CEP: 0131', '0131'],
  ])('reads %j as %s', (text, expected) => expect(cepFromText(text)).toBe(expected));
});
