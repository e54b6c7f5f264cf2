import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { startMockBackend } from '../../test/mock-backend';
import {
  ELEVEN_PAGES,
  SEARCH_PATH,
  TWO_RESULTS,
  recordPaths,
  renderSearchPage,
  searchRequests,
} from '../../test/render-search-page';

const backend = startMockBackend();
const counts = (paths: string[]) =>
  paths.filter((path) => path.startsWith('/api/pesquisas/count/'));

/** Renders the page for a free-plan user, whom the mock also treats as free. */
function renderFree(query: string) {
  backend.scenarios('freePlan');
  return renderSearchPage(SEARCH_PATH + query);
}

async function search() {
  await userEvent.click(screen.getByRole('button', { name: 'Pesquisar' }));
}

describe('free plan (docs/product.md#plans-and-permissions)', { timeout: 30_000 }, () => {
  it('reads the search count, by identity uid, before searching', async () => {
    const paths = recordPaths(backend.server);
    renderFree(TWO_RESULTS);
    await search();
    expect(await screen.findByText('Exibindo 2 de 2 resultados')).toBeInTheDocument();
    expect(counts(paths)).toEqual(['/api/pesquisas/count/demo-uid']);
  });

  it('stops at 10 searches with the limit alert', async () => {
    const paths = recordPaths(backend.server);
    backend.scenarios('freePlan', 'searchLimitReached');
    renderSearchPage(SEARCH_PATH + TWO_RESULTS);
    await search();
    expect(await screen.findByRole('alertdialog')).toHaveTextContent(
      'Você atingiu o limite de 10 pesquisas do plano grátis. Faça um upgrade para continuar pesquisando.',
    );
    expect(searchRequests(paths)).toEqual([]);
  });

  it('does not search when the count cannot be read', async () => {
    const paths = recordPaths(backend.server);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    backend.scenarios('freePlan', 'countError');
    renderSearchPage(SEARCH_PATH + TWO_RESULTS);
    await search();
    expect(await screen.findByRole('alertdialog')).toHaveTextContent(
      'Não foi possível verificar seu limite de pesquisas. Tente novamente.',
    );
    expect(searchRequests(paths)).toEqual([]);
  });

  it('does not count the searches of a paid plan', async () => {
    const paths = recordPaths(backend.server);
    const { planRead } = renderSearchPage(SEARCH_PATH + TWO_RESULTS);
    await planRead();
    await search();
    await screen.findByText('Exibindo 2 de 2 resultados');
    expect(counts(paths)).toEqual([]);
  });

  it('shows the limit alert when the server refuses the search with 402 FREE_PLAN_LIMIT', async () => {
    // The app still believes the plan is paid (it changed after the app read it); the server knows better.
    const { planRead } = renderSearchPage(SEARCH_PATH + TWO_RESULTS);
    await planRead();
    backend.scenarios('freePlan', 'searchLimitReached');
    await search();
    expect(await screen.findByRole('alertdialog')).toHaveTextContent(
      'Você atingiu o limite de 10 pesquisas',
    );
  });

  it('keeps paging, Excel and lists behind their alerts', async () => {
    const user = userEvent.setup();
    const paths = recordPaths(backend.server);
    renderFree(ELEVEN_PAGES);
    await search();
    await screen.findAllByText('Página 1 de 11');

    await user.click(screen.getAllByRole('button', { name: /Próxima/ })[0]!);
    expect(await screen.findByRole('alertdialog')).toHaveTextContent(
      'Você está no plano Grátis. Apenas os 50 primeiros resultados estão disponíveis. Assine para ter acesso completo.',
    );
    await user.click(screen.getByRole('button', { name: 'OK' }));
    await user.click(screen.getByRole('button', { name: 'Excel' }));
    expect(await screen.findByRole('alertdialog')).toHaveTextContent(
      'Você está no plano Grátis. Faça um upgrade para exportar suas pesquisas para Excel.',
    );
    await user.click(screen.getByRole('button', { name: 'OK' }));
    await user.click(screen.getByRole('button', { name: 'Enviar todos para lista' }));
    expect(await screen.findByRole('alertdialog')).toHaveTextContent(
      'Você está no plano Grátis. Assine para poder gerar listas.',
    );

    expect(paths.filter((path) => /pagina\/[^/]+\/2\/|\/api\/download|\/all\//.test(path))).toEqual(
      [],
    );
  });

  it('maps a server refusal of a page to the paging alert', async () => {
    const user = userEvent.setup();
    // As above: read as paid, free on the backend by the time the user pages.
    const { planRead } = renderSearchPage(SEARCH_PATH + ELEVEN_PAGES);
    await planRead();
    backend.scenarios('freePlan');
    await search();
    await screen.findAllByText('Página 1 de 11');
    await user.click(screen.getAllByRole('button', { name: /Próxima/ })[0]!);
    expect(await screen.findByRole('alertdialog')).toHaveTextContent(
      'Apenas os 50 primeiros resultados estão disponíveis.',
    );
    await waitFor(() => expect(screen.getAllByText('Página 1 de 11')).toHaveLength(2));
  });
});
