import { describe, expect, it } from 'vitest';
import { validateSignup } from './signup';

const email = 'ana@empresa.com.br';

describe('validateSignup (docs/product.md#validation)', () => {
  it('accepts a matching password of 6 characters or more', () => {
    expect(validateSignup({ email, password: 'abc123', confirmation: 'abc123' })).toBeNull();
    expect(
      validateSignup({ email, password: 'uma senha longa', confirmation: 'uma senha longa' }),
    ).toBeNull();
  });

  it('rejects a confirmation that differs from the password', () => {
    expect(validateSignup({ email, password: 'abc123', confirmation: 'abc124' })).toBe(
      'A senha não confere com a confirmação.',
    );
  });

  it('rejects a password shorter than 6 characters', () => {
    expect(validateSignup({ email, password: 'abc12', confirmation: 'abc12' })).toBe(
      'A senha deve ter pelo menos 6 caracteres.',
    );
  });

  it('checks the confirmation first when both rules fail', () => {
    expect(validateSignup({ email, password: 'abc', confirmation: 'xyz' })).toBe(
      'A senha não confere com a confirmação.',
    );
  });

  it('counts characters, not trimmed text, so spaces are part of the password', () => {
    expect(validateSignup({ email, password: '      ', confirmation: '      ' })).toBeNull();
  });
});
