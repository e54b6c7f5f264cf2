import { describe, expect, it } from 'vitest';
import { authHref } from './redirect';

describe('authHref', () => {
  it('links to the plain page when there is no redirect', () => {
    expect(authHref('/signup')).toBe('/signup');
    expect(authHref('/login', null)).toBe('/login');
    expect(authHref('/login', '')).toBe('/login');
  });

  it('carries the redirect along, encoded so its own query survives', () => {
    expect(authHref('/signup', '/pesquisar-empresas?uf=SP&x=1')).toBe(
      '/signup?redirect=%2Fpesquisar-empresas%3Fuf%3DSP%26x%3D1',
    );
    expect(authHref('/login', '/detalhes/12345678000190')).toBe(
      '/login?redirect=%2Fdetalhes%2F12345678000190',
    );
  });
});
