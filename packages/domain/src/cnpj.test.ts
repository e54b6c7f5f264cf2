import { describe, expect, it } from 'vitest';
import {
  cnpjFromText,
  formatCnpj,
  hasValidCheckDigits,
  isCnpj,
  isNumericCnpj,
  normaliseCnpj,
  validateCnpj,
  withCheckDigits,
} from './cnpj';

/** The worked example of the rule: root 12ABC345, order 01DE, check digits 35. */
const ALPHANUMERIC = '12ABC34501DE35';
const NUMERIC = '11222333000181';

describe('the lookup rule (docs/product.md#cnpj)', () => {
  it('accepts a whole CNPJ with right check digits, in either format, masked or not', () => {
    for (const value of [
      NUMERIC,
      '11.222.333/0001-81',
      ALPHANUMERIC,
      '12.ABC.345/01DE-35',
      '12.abc.345/01de-35',
    ]) {
      expect(validateCnpj(value)).toBeNull();
    }
  });

  it('asks for 14 characters when there are fewer, more or none', () => {
    for (const value of [
      '',
      '1122233300018',
      '112223330001811',
      '12.345.678/0001',
      '12ABC34501DE3',
      null,
    ]) {
      expect(validateCnpj(value)).toBe('CNPJ deve conter 14 dígitos');
    }
  });

  it('says a CNPJ of the right length with a wrong check digit is invalid', () => {
    for (const value of ['11222333000180', '12ABC34501DE36', '00000000000000', '12ABC34501DEAB']) {
      expect(validateCnpj(value)).toBe('CNPJ inválido: confira os dígitos verificadores.');
    }
  });
});

describe('normaliseCnpj and isCnpj', () => {
  it('drops punctuation and spaces and upper-cases letters', () => {
    expect(normaliseCnpj(' 12.345.678/0001-90 ')).toBe('12345678000190');
    expect(normaliseCnpj('12.abc.345/01de-35')).toBe(ALPHANUMERIC);
    expect(normaliseCnpj(undefined)).toBe('');
  });

  it('takes only the contract form: 12 digits or capitals, then 2 digits', () => {
    expect(isCnpj(NUMERIC)).toBe(true);
    expect(isCnpj(ALPHANUMERIC)).toBe(true);
    expect(isCnpj('12.345.678/0001-90')).toBe(false);
    expect(isCnpj('12abc34501de35')).toBe(false);
    expect(isCnpj('12ABC34501DEAB')).toBe(false);
    expect(isCnpj('1234567800019')).toBe(false);
  });

  it('tells the numeric form from the alphanumeric one', () => {
    expect(isNumericCnpj(NUMERIC)).toBe(true);
    expect(isNumericCnpj(ALPHANUMERIC)).toBe(false);
  });
});

describe('a CNPJ in pasted text', () => {
  it.each([
    [' 17.863.126/0001-92 ', '17863126000192'],
    ['CNPJ: 17.863.126/0001-92', '17863126000192'],
    ['17 863 126 0001 92', '17863126000192'],
    ['\t17.863.126/0001-92\n', '17863126000192'],
    ['12.abc.345/01de-35', ALPHANUMERIC],
    ['CNPJ 12.ABC.345/01DE-35.', ALPHANUMERIC],
    ['1122233', '1122233'],
  ])('reads %j as %s', (text, expected) => expect(cnpjFromText(text)).toBe(expected));

  // docs/product.md#validation: a label goes even when the number after it is not whole yet, as
  // when a keyboard suggestion or dictation delivers "CNPJ: 11.222" before the rest.
  it.each([
    ['CNPJ: 1122', '1122'],
    ['cnpj: 12.abc', '12ABC'],
    ['CNPJ/MF nº 11.222.333', '11222333'],
    ['  CNPJ -\n11.222', '11222'],
    ['CNPJ:11222333000181', '11222333000181'],
  ])('drops the label of %j and reads %s', (text, expected) =>
    expect(cnpjFromText(text)).toBe(expected),
  );

  it('keeps a root that merely starts with the letters C, N, P, J', () => {
    expect(cnpjFromText('CN.PJ1.234')).toBe('CNPJ1234');
    expect(cnpjFromText('cnpj1234')).toBe('CNPJ1234');
  });

  it('keeps the last 14 characters of a long text with no valid CNPJ, for the check to name', () => {
    expect(cnpjFromText('CNPJ: 11.222.333/0001-80')).toBe('11222333000180');
  });
});

describe('formatCnpj', () => {
  it('masks 14 characters as 00.000.000/0000-00, letters kept', () => {
    expect(formatCnpj('12345678000190')).toBe('12.345.678/0001-90');
    expect(formatCnpj(ALPHANUMERIC)).toBe('12.ABC.345/01DE-35');
  });
  it('re-masks a value that already has punctuation', () => {
    expect(formatCnpj('12.345.678/0001-90')).toBe('12.345.678/0001-90');
  });
  it('returns values that are not 14 characters unchanged, and blank for null', () => {
    expect(formatCnpj('1234')).toBe('1234');
    expect(formatCnpj(null)).toBe('');
  });
});

describe('check digits (modulo 11, each character its ASCII code minus 48)', () => {
  it('computes the check digits of a numeric and of the alphanumeric worked example', () => {
    expect(withCheckDigits('112223330001')).toBe(NUMERIC);
    expect(withCheckDigits('12ABC34501DE')).toBe(ALPHANUMERIC);
  });
  it('accepts right check digits and refuses wrong ones and repeated digits', () => {
    expect(hasValidCheckDigits(NUMERIC)).toBe(true);
    expect(hasValidCheckDigits(ALPHANUMERIC)).toBe(true);
    expect(hasValidCheckDigits('11222333000180')).toBe(false);
    expect(hasValidCheckDigits('00000000000000')).toBe(false);
    expect(hasValidCheckDigits('1122233300018')).toBe(false);
  });
});
