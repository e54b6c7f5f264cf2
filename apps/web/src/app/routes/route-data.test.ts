// Which reads each signed-in page starts with its navigation (route-data.ts).
import { ordenacaoDefault } from '@cnpj/domain';
import type { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { routeReads } from './route-data';

const keysOf = async (pathname: string, search = '') => {
  const { fresh, kept } = await routeReads(pathname, search);
  return { fresh: fresh.map((read) => read.queryKey), kept: kept.map((read) => read.queryKey) };
};

describe('routeReads', () => {
  it('reads the notifications again on home, and the layout only when the cache has none', async () => {
    expect(await keysOf('/')).toEqual({
      fresh: [['notificacoes']],
      kept: [['listas'], ['atualizacao']],
    });
  });

  it('reads the lists again when their page opens', async () => {
    expect((await keysOf('/minhas-listas')).fresh).toEqual([['listas']]);
  });

  it("reads a list's first page, and nothing for an id that cannot be one", async () => {
    expect((await keysOf('/minhas-listas/7')).fresh).toEqual([['lista', 7, 1]]);
    expect((await keysOf('/minhas-listas/abc')).fresh).toEqual([]);
  });

  it('reads the lookups, the chosen UF cities and the page the address names on the search', async () => {
    const { kept } = await keysOf('/pesquisar-empresas', '?uf=SP&pesquisa=p-1&total=120&pagina=2');
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

  it('reads a valid CNPJ detail without the layout, and nothing for an invalid or rewritten one', async () => {
    expect(await keysOf('/detalhes/11222333000181')).toEqual({
      fresh: [
        ['empresa', '11222333000181', 'detalhe'],
        ['empresa', '11222333000181', 'socios'],
      ],
      kept: [],
    });
    expect(await keysOf('/detalhes/abc')).toEqual({ fresh: [], kept: [] });
    expect(await keysOf('/detalhes/11.222.333/0001-81')).toEqual({ fresh: [], kept: [] });
  });

  it('reads only the layout on a page without reads of its own', async () => {
    expect(await keysOf('/pesquisar-cnpj')).toEqual({
      fresh: [],
      kept: [['listas'], ['atualizacao']],
    });
  });
});

describe('startRouteReads', () => {
  it("starts nothing and still resolves when a page's query module fails to load", async () => {
    // A fresh route-data over a home query module whose download fails; the stand-in and the
    // modules loaded through it go away after this test (the web test files share their modules).
    vi.resetModules();
    vi.doMock('../../features/home/queries', () => {
      throw new Error('Failed to fetch dynamically imported module');
    });
    try {
      const { startRouteReads } = await import('./route-data');
      const prefetchQuery = vi.fn(() => Promise.resolve());
      const client = { prefetchQuery } as unknown as QueryClient;
      await expect(startRouteReads(client, { pathname: '/', search: '' })).resolves.toBeUndefined();
      expect(prefetchQuery).not.toHaveBeenCalled();
    } finally {
      vi.doUnmock('../../features/home/queries');
      vi.resetModules();
    }
  });
});
