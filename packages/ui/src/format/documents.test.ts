import { describe, expect, it } from 'vitest';
import { formatPhone } from './documents';
import { formatCep, formatCnpj, isValidCep } from '@cnpj/domain';

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

describe('formatCep', () => {
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
});

describe('formatPhone', () => {
  it('shows a landline with its area code', () => {
    expect(formatPhone('11', '34567890')).toBe('(11) 3456-7890');
  });
  it('shows a mobile number with nine digits', () => {
    expect(formatPhone('11', '987654321')).toBe('(11) 98765-4321');
  });
  it('shows blank when the number is null or "-" (docs/product.md#entities)', () => {
    expect(formatPhone('11', null)).toBe('');
    expect(formatPhone(null, '-')).toBe('');
    expect(formatPhone('-', '-')).toBe('');
  });
  it('shows the number alone when the area code is missing', () => {
    expect(formatPhone(null, '34567890')).toBe('3456-7890');
  });
});
