// Check digits of the CNPJs the mock makes.
import { describe, expect, it } from 'vitest';
import { makeCnpj } from './cnpj.ts';
import { formatCnpj, hasValidCheckDigits } from '@cnpj/domain';

describe('CNPJ', () => {
  it('computes the modulo-11 check digits of known CNPJs', () => {
    expect(makeCnpj('11222333', '0001')).toBe('11222333000181');
    expect(makeCnpj('11444777', '0001')).toBe('11444777000161');
    expect(formatCnpj('11222333000181')).toBe('11.222.333/0001-81');
  });

  it('rejects wrong check digits and repeated digits', () => {
    expect(hasValidCheckDigits('11222333000182')).toBe(false);
    expect(hasValidCheckDigits('00000000000000')).toBe(false);
    expect(hasValidCheckDigits('1122233300018')).toBe(false);
  });
});
