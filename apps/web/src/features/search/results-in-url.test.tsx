import { act, cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { startMockBackend } from '../../test/mock-backend';
import {
  ELEVEN_PAGES,
  SEARCH_PATH,
  recordPaths,
  renderSearchPage,
  searchRequests,
} from '../../test/render-search-page';

const backend = startMockBackend();
const pager = () => screen.getAllByRole('navigation', { name: 'Paginação' })[0]!;
/** Waits for the pager to say `text` (paging shows above and below the rows). */
const onPage = (text: string) => screen.findAllByText(text);
const pageCalls = (paths: string[]) =>
  paths.filter((path) => path.startsWith('/api/empresas/pagina/'));
const countCalls = (paths: string[]) => paths.filter((path) => path.includes('/pesquisas'));

/** Runs the 11-page search, for a free user if `free`, and returns the router and the URL it wrote. */
async function searchElevenPages({ free = false } = {}) {
  if (free) backend.scenarios('freePlan');
  const user = userEvent.setup();
  const rendered = renderSearchPage(SEARCH_PATH + ELEVEN_PAGES);
  await user.click(screen.getByRole('button', { name: 'Pesquisar' }));
  await screen.findByText('Exibindo 50 de 533 resultados');
  return { user, ...rendered };
}

describe(
  'results in the URL (docs/product.md#search "Results in the URL")',
  { timeout: 30_000 },
  () => {
    it('writes the search id, total and page; back and forward reopen pages without a new search', async () => {
      const { user, router } = await searchElevenPages();
      const params = new URLSearchParams(router.state.location.search);
      expect(params.get('pesquisa')).toMatch(/\S/);
      expect(params.get('total')).toBe('533');
      expect(params.get('pagina')).toBe('1');

      const paths = recordPaths(backend.server);
      await user.click(within(pager()).getByRole('button', { name: 'Próxima' }));
      await onPage('Página 2 de 11');
      await user.click(within(pager()).getByRole('button', { name: 'Próxima' }));
      await onPage('Página 3 de 11');
      expect(new URLSearchParams(router.state.location.search).get('pagina')).toBe('3');

      await act(() => router.navigate(-1));
      await onPage('Página 2 de 11');
      await act(() => router.navigate(1));
      await onPage('Página 3 de 11');

      expect(searchRequests(paths)).toEqual([]);
      // Pages read once come back from the cache: a stored search's pages never change.
      expect(pageCalls(paths).map((path) => path.split('/')[5])).toEqual(['2', '3']);
    });

    it('a reload reopens the page the URL names through the page call alone', async () => {
      const { user, router } = await searchElevenPages();
      await user.click(within(pager()).getByRole('button', { name: 'Próxima' }));
      await onPage('Página 2 de 11');
      const url = router.state.location.pathname + router.state.location.search;
      cleanup();

      const paths = recordPaths(backend.server);
      renderSearchPage(url);
      await onPage('Página 2 de 11');
      expect(screen.getByText('Exibindo 50 de 533 resultados')).toBeInTheDocument();
      // Results shown: the filters are folded into their chips (docs/product.md#search).
      expect(screen.getByRole('list', { name: 'Filtros ativos' })).toHaveTextContent(
        'Nome da empresa: PADARIA',
      );
      expect(searchRequests(paths)).toEqual([]);
      expect(pageCalls(paths)).toHaveLength(1);
    });

    it("spends none of a free user's searches on a reload", async () => {
      const { router } = await searchElevenPages({ free: true });
      const url = router.state.location.pathname + router.state.location.search;
      cleanup();

      const paths = recordPaths(backend.server);
      renderSearchPage(url);
      await screen.findByText('Exibindo 50 de 533 resultados');
      expect(searchRequests(paths)).toEqual([]);
      expect(countCalls(paths)).toEqual([]);
    });

    it('keeps the filters and asks for a new search when the backend no longer knows the search', async () => {
      const paths = recordPaths(backend.server);
      const { router } = renderSearchPage(
        `${SEARCH_PATH}${ELEVEN_PAGES}&pesquisa=forgotten-42&total=533&pagina=2`,
      );

      expect(await screen.findByText('Esta pesquisa não está mais disponível')).toBeInTheDocument();
      expect(screen.getByText(/Os filtros foram mantidos/)).toBeInTheDocument();
      expect(screen.getByLabelText('Nome da empresa')).toHaveValue('PADARIA');
      expect(searchRequests(paths)).toEqual([]);
      // The URL still names the search, so what the user shares or bookmarks is what they saw.
      expect(router.state.location.search).toContain('pesquisa=forgotten-42');

      await userEvent.setup().click(screen.getByRole('button', { name: 'Pesquisar' }));
      await screen.findByText('Exibindo 50 de 533 resultados');
      expect(new URLSearchParams(router.state.location.search).get('pesquisa')).not.toBe(
        'forgotten-42',
      );
    });

    it('ignores a page beyond the last one, restoring the filters only', async () => {
      const paths = recordPaths(backend.server);
      renderSearchPage(`${SEARCH_PATH}${ELEVEN_PAGES}&pesquisa=p-1&total=533&pagina=12`);
      expect(await screen.findByLabelText('Nome da empresa')).toHaveValue('PADARIA');
      expect(pageCalls(paths)).toEqual([]);
      expect(screen.queryByRole('region', { name: 'Resultados' })).not.toBeInTheDocument();
    });

    it('turning the page keeps what the form holds, and the results keep saying it differs', async () => {
      const { user, router } = await searchElevenPages();
      const notice =
        'Os filtros foram alterados. Clique em Pesquisar para atualizar os resultados.';
      expect(screen.queryByText(notice)).not.toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Editar filtros' }));
      await user.clear(screen.getByLabelText('Nome da empresa'));
      await user.type(screen.getByLabelText('Nome da empresa'), 'PADOCA');
      expect(await screen.findByText(notice)).toBeInTheDocument();

      await user.click(within(pager()).getByRole('button', { name: 'Próxima' }));
      await onPage('Página 2 de 11');
      expect(screen.getByLabelText('Nome da empresa')).toHaveValue('PADOCA');
      expect(screen.getByText(notice)).toBeInTheDocument();
      expect(new URLSearchParams(router.state.location.search).get('nomeEmpresa')).toBe('PADARIA');
    });

    it('"Limpar Filtros" drops the search from the URL', async () => {
      const { user, router } = await searchElevenPages();
      await user.click(screen.getByRole('button', { name: 'Limpar Filtros' }));
      expect(router.state.location.search).toBe('');
    });
  },
);
