import { describe, expect, it } from 'vitest';
import { formatPhone } from './documents';

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
