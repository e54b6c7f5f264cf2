import { describe, expect, it } from 'vitest';
import { formatCnpj, hasValidCheckDigits, isCnpj, normaliseCnpj, validateCnpj, withCheckDigits } from './cnpj';

describe('the lookup rule (docs/product.md#validation)', () => {
  it('accepts exactly 14 digits, masked or not', () => {
    expect(validateCnpj('12345678000190')).toBeNull();
    expect(validateCnpj('12.345.678/0001-90')).toBeNull();
  });

  it('asks for 14 digits when there are fewer, more or none', () => {
    for (const value of ['', '1234567800019', '123456780001901', '12.345.678/0001', null]) {
      expect(validateCnpj(value)).toBe('CNPJ deve conter 14 dígitos');
    }
  });
});

describe('normaliseCnpj and isCnpj', () => {
  it('drops punctuation and spaces', () => {
    expect(normaliseCnpj(' 12.345.678/0001-90 ')).toBe('12345678000190');
    expect(normaliseCnpj(undefined)).toBe('');
  });

  it('takes only the contract form: 14 digits, no punctuation', () => {
    expect(isCnpj('12345678000190')).toBe(true);
    expect(isCnpj('12.345.678/0001-90')).toBe(false);
    expect(isCnpj('1234567800019')).toBe(false);
  });
});

describe('formatCnpj', () => {
  it('masks 14 digits as 00.000.000/0000-00', () => {
    expect(formatCnpj('12345678000190')).toBe('12.345.678/0001-90');
  });
  it('re-masks a value that already has punctuation', () => {
    expect(formatCnpj('12.345.678/0001-90')).toBe('12.345.678/0001-90');
  });
  it('returns values that are not 14 digits unchanged, and blank for null', () => {
    expect(formatCnpj('1234')).toBe('1234');
    expect(formatCnpj(null)).toBe('');
  });
});

describe('check digits (modulo 11)', () => {
  it('computes the check digits of a known CNPJ', () => {
    expect(withCheckDigits('112223330001')).toBe('11222333000181');
  });
  it('accepts right check digits and refuses wrong ones and repeated digits', () => {
    expect(hasValidCheckDigits('11222333000181')).toBe(true);
    expect(hasValidCheckDigits('11222333000180')).toBe(false);
    expect(hasValidCheckDigits('00000000000000')).toBe(false);
    expect(hasValidCheckDigits('1122233300018')).toBe(false);
  });
});
