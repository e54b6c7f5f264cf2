// Which reads each signed-in page starts with its navigation (route-data.ts).
import { ordenacaoDefault } from '@cnpj/domain';
import { describe, expect, it } from 'vitest';
import { routeReads } from './route-data';

const keysOf = (pathname: string, search = '') => {
  const { fresh, kept } = routeReads(pathname, search);
  return { fresh: fresh.map((read) => read.queryKey), kept: kept.map((read) => read.queryKey) };
};

describe('routeReads', () => {
  it('reads the notifications again on home, and the layout only when the cache has none', () => {
    expect(keysOf('/')).toEqual({
      fresh: [['notificacoes']],
      kept: [['listas'], ['atualizacao']],
    });
  });

  it('reads the lists again when their page opens', () => {
    expect(keysOf('/minhas-listas').fresh).toEqual([['listas']]);
  });

  it("reads a list's first page, and nothing for an id that cannot be one", () => {
    expect(keysOf('/minhas-listas/7').fresh).toEqual([['lista', 7, 1]]);
    expect(keysOf('/minhas-listas/abc').fresh).toEqual([]);
  });

  it('reads the lookups, the chosen UF cities and the page the address names on the search', () => {
    const { kept } = keysOf('/pesquisar-empresas', '?uf=SP&pesquisa=p-1&total=120&pagina=2');
    expect(kept).toEqual(
      expect.arrayContaining([
        ['ufs'],
        ['cnaes'],
        ['naturezas'],
        ['municipios', 'SP'],
        ['pesquisa', 'p-1', ordenacaoDefault, 2],
      ]),
    );
  });

  it('reads a valid CNPJ detail without the layout, and nothing for an invalid or rewritten one', () => {
    expect(keysOf('/detalhes/11222333000181')).toEqual({
      fresh: [
        ['empresa', '11222333000181', 'detalhe'],
        ['empresa', '11222333000181', 'socios'],
      ],
      kept: [],
    });
    expect(keysOf('/detalhes/abc')).toEqual({ fresh: [], kept: [] });
    expect(keysOf('/detalhes/11.222.333/0001-81')).toEqual({ fresh: [], kept: [] });
  });

  it('reads only the layout on a page without reads of its own', () => {
    expect(keysOf('/pesquisar-cnpj')).toEqual({ fresh: [], kept: [['listas'], ['atualizacao']] });
  });
});
