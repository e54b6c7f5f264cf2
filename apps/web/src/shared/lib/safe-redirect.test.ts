import { describe, expect, it } from 'vitest';
import { safeRedirect } from './safe-redirect';

describe('safeRedirect', () => {
  it.each([
    ['/', '/'],
    ['/minhas-listas', '/minhas-listas'],
    ['/minhas-listas/42', '/minhas-listas/42'],
    ['/pesquisar-empresas?uf=SP#top', '/pesquisar-empresas?uf=SP#top'],
    ['/detalhes/12345678000195', '/detalhes/12345678000195'],
  ])('keeps the same-origin path %s', (input, expected) => {
    expect(safeRedirect(input)).toBe(expected);
  });

  it.each([
    [null],
    [undefined],
    [''],
    ['//evil.com'],
    ['///evil.com'],
    ['/\\evil.com'],
    ['\\\\evil.com'],
    ['/\\/evil.com'],
    ['https://evil.com'],
    ['http://evil.com/minhas-listas'],
    ['HTTPS://EVIL.COM'],
    ['javascript:alert(1)'],
    ['JaVaScRiPt:alert(1)'],
    [' javascript:alert(1)'],
    ['data:text/html,<script>alert(1)</script>'],
    ['%2F%2Fevil.com'],
    ['%2f%5cevil.com'],
    ['%252F%252Fevil.com'],
    ['/%2F%2Fevil.com'],
    ['/%5Cevil.com'],
    ['%2Fjavascript:alert(1)%0A'],
    ['/\tevil.com'],
    ['/\n/evil.com'],
    [' //evil.com'],
    ['evil.com'],
    ['minhas-listas'],
    ['/%E0%A4%A'],
    ['//evil.com@app'],
    ['/ /evil.com'],
  ])('falls back to / for the hostile value %j', (input) => {
    expect(safeRedirect(input)).toBe('/');
  });
});
