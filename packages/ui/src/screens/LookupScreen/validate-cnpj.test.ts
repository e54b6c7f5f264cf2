import { describe, expect, it } from 'vitest';
import { validateCnpjDigits } from './validate-cnpj';

describe('validateCnpjDigits (SPEC §5)', () => {
  it('accepts exactly 14 digits', () => {
    expect(validateCnpjDigits('12345678000190')).toBeNull();
  });

  it('asks for 14 digits when there are fewer, more or none', () => {
    for (const digits of ['', '1234567800019', '123456780001901']) {
      expect(validateCnpjDigits(digits)).toBe('CNPJ deve conter 14 dígitos');
    }
  });

  it('rejects anything that is not a digit (callers pass the unmasked value)', () => {
    expect(validateCnpjDigits('12.345.678/0001')).toBe('CNPJ deve conter 14 dígitos');
  });
});
