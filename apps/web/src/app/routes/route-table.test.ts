import { describe, expect, it } from 'vitest';
import { isPublicPath, matchesPattern } from './route-table';

describe('route patterns', () => {
  it.each([
    ['/', '/', true],
    ['/', '/login', false],
    ['/minhas-listas/:listaId', '/minhas-listas/42', true],
    ['/minhas-listas/:listaId', '/minhas-listas/', false],
    ['/minhas-listas/:listaId', '/minhas-listas/42/x', false],
    ['/pesquisar-empresas', '/pesquisar-empresas/', true],
    ['/detalhes/:cnpj', '/detalhes', false],
  ])('%s against %s is %s', (pattern, path, expected) => {
    expect(matchesPattern(pattern, path)).toBe(expected);
  });

  it('knows the public pages and nothing else', () => {
    expect(isPublicPath('/login')).toBe(true);
    expect(isPublicPath('/signup')).toBe(true);
    expect(isPublicPath('/login/x')).toBe(false);
    expect(isPublicPath('/')).toBe(false);
    expect(isPublicPath('/loginx')).toBe(false);
  });
});
