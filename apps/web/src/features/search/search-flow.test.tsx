import { screen, waitFor, within } from '@testing-library/react';
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
const alertText = () => screen.findByRole('alertdialog');

describe('company search (docs/product.md#states-and-transitions)', { timeout: 30_000 }, () => {
  it('runs the search of the URL filters, then loads page 1', async () => {
    const user = userEvent.setup();
    const paths = recordPaths(backend.server);
    const { trackUserAction } = renderSearchPage(SEARCH_PATH + TWO_RESULTS);

    await user.click(screen.getByRole('button', { name: 'Pesquisar' }));

    expect(await screen.findByText('Exibindo 2 de 2 resultados')).toBeInTheDocument();
    expect(searchRequests(paths)).toHaveLength(1);
    expect(
      paths.some(
        (path) => path.startsWith('/api/empresas/pagina/') && path.includes('/1/50/D/u-demo'),
      ),
    ).toBe(true);
    expect(trackUserAction).toHaveBeenCalledWith({
      category: 'search',
      action: 'search',
      value: 2,
    });
  });

  it('checks the CEP before the UF rule, and stops the search on either', async () => {
    const user = userEvent.setup();
    const paths = recordPaths(backend.server);
    renderSearchPage(`${SEARCH_PATH}?cep=123`);

    await user.click(screen.getByRole('button', { name: 'Pesquisar' }));
    expect(await alertText()).toHaveTextContent('O CEP informado é inválido.');
    expect(screen.getByText('CEP inválido.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'OK' }));

    await user.clear(screen.getByLabelText('CEP'));
    await user.click(screen.getByRole('button', { name: 'Pesquisar' }));
    expect(await alertText()).toHaveTextContent(
      'Por favor, selecione uma UF e ao menos um outro filtro.',
    );
    expect(searchRequests(paths)).toEqual([]);
  });

  it('shows "CEP inválido." when the CEP field is left incomplete, and clears it once valid', async () => {
    const user = userEvent.setup();
    renderSearchPage();

    await user.type(screen.getByLabelText('CEP'), '0131');
    await user.tab();
    expect(screen.getByText('CEP inválido.')).toBeInTheDocument();

    await user.type(screen.getByLabelText('CEP'), '0100');
    expect(screen.queryByText('CEP inválido.')).not.toBeInTheDocument();
  });

  it('strips accents from the company name as typed, in the search sent and in the URL it writes', async () => {
    const user = userEvent.setup();
    const paths = recordPaths(backend.server);
    const { router } = renderSearchPage(`${SEARCH_PATH}?uf=SP`);

    await user.type(screen.getByLabelText('Nome da empresa'), 'Padaria São João');
    expect(screen.getByLabelText('Nome da empresa')).toHaveValue('Padaria Sao Joao');
    // The URL holds the search that ran: typing alone does not change it.
    expect(router.state.location.search).toBe('?uf=SP');

    await user.keyboard('{Enter}');
    await waitFor(() => expect(searchRequests(paths)).toHaveLength(1));
    expect(searchRequests(paths)[0]).toMatch(/^\/api\/empresas\/Padaria Sao Joao\/SP\//);
    await waitFor(() =>
      expect(router.state.location.search).toMatch(
        /^\?uf=SP&nomeEmpresa=Padaria\+Sao\+Joao&pesquisa=/,
      ),
    );
  });

  it('loads the page asked for, and a new search starts again at page 1', async () => {
    const user = userEvent.setup();
    const paths = recordPaths(backend.server);
    renderSearchPage(SEARCH_PATH + ELEVEN_PAGES);

    await user.click(screen.getByRole('button', { name: 'Pesquisar' }));
    expect(await screen.findAllByText('Página 1 de 11')).toHaveLength(2);
    await user.click(screen.getAllByRole('button', { name: /Próxima/ })[0]!);
    expect(await screen.findAllByText('Página 2 de 11')).toHaveLength(2);
    expect(paths.some((path) => path.includes('/2/50/D/'))).toBe(true);

    await user.click(screen.getAllByRole('button', { name: 'Última página' })[0]!);
    expect(await screen.findAllByText('Página 11 de 11')).toHaveLength(2);
    expect(screen.getByText('Exibindo 33 de 533 resultados')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Pesquisar' }));
    expect(await screen.findAllByText('Página 1 de 11')).toHaveLength(2);
    expect(searchRequests(paths)).toHaveLength(2);
  });

  it('covers the screen with "CARREGANDO EMPRESAS..." until the page has loaded', async () => {
    const user = userEvent.setup();
    backend.scenarios('slow');
    renderSearchPage(SEARCH_PATH + TWO_RESULTS);

    await user.click(screen.getByRole('button', { name: 'Pesquisar' }));

    expect(await screen.findByText('CARREGANDO EMPRESAS...')).toBeInTheDocument();
    expect(
      await screen.findByText('Exibindo 2 de 2 resultados', {}, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(screen.queryByText('CARREGANDO EMPRESAS...')).not.toBeInTheDocument();
  });

  it('clears every filter and the results with "Limpar Filtros"', async () => {
    const user = userEvent.setup();
    const { router } = renderSearchPage(SEARCH_PATH + TWO_RESULTS);
    await user.click(screen.getByRole('button', { name: 'Pesquisar' }));
    await screen.findByText('Exibindo 2 de 2 resultados');

    await user.click(screen.getByRole('button', { name: 'Limpar Filtros' }));

    expect(screen.queryByText(/Exibindo/)).not.toBeInTheDocument();
    expect(screen.getByLabelText('Nome da empresa')).toHaveValue('');
    expect(router.state.location.search).toBe('');
  });

  it('shows "Nenhuma empresa encontrada" when nothing matches', async () => {
    const user = userEvent.setup();
    backend.scenarios('emptySearch');
    renderSearchPage(SEARCH_PATH + TWO_RESULTS);
    await user.click(screen.getByRole('button', { name: 'Pesquisar' }));
    expect(await screen.findByText('Nenhuma empresa encontrada')).toBeInTheDocument();
  });

  it('logs a failed search and tells it where the action was, with a retry that runs it again', async () => {
    const user = userEvent.setup();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const paths = recordPaths(backend.server);
    backend.scenarios('searchError');
    renderSearchPage(SEARCH_PATH + TWO_RESULTS);

    await user.click(screen.getByRole('button', { name: 'Pesquisar' }));

    const failure = await screen.findByRole('alert');
    expect(failure).toHaveTextContent('Não foi possível concluir a pesquisa. Tente novamente.');
    expect(warn).toHaveBeenCalledWith('The search failed', expect.anything());
    // The results (and their overlay) are a deferred value, drawn a moment after the alert.
    await waitFor(() =>
      expect(screen.queryByText('CARREGANDO EMPRESAS...')).not.toBeInTheDocument(),
    );
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();

    backend.scenarios();
    await user.click(within(failure).getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByText('Exibindo 2 de 2 resultados')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(searchRequests(paths)).toHaveLength(2);
  });

  it('tells a page that could not be loaded, keeps the page shown, and retries that page', async () => {
    const user = userEvent.setup();
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderSearchPage(SEARCH_PATH + ELEVEN_PAGES);
    await user.click(screen.getByRole('button', { name: 'Pesquisar' }));
    await screen.findAllByText('Página 1 de 11');

    backend.scenarios('pageError');
    await user.click(screen.getAllByRole('button', { name: /Próxima/ })[0]!);
    const failure = await screen.findByRole('alert');
    expect(failure).toHaveTextContent(
      'Não foi possível carregar esta página de resultados. Tente novamente.',
    );
    expect(screen.getAllByText('Página 1 de 11')).toHaveLength(2);

    backend.scenarios();
    await user.click(within(failure).getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findAllByText('Página 2 de 11')).toHaveLength(2);
  });

  it('tells lookups that failed to load, and loads them again on retry', async () => {
    const user = userEvent.setup();
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    backend.scenarios('lookupsError');
    renderSearchPage();

    const failure = await screen.findByRole('alert');
    expect(failure).toHaveTextContent(
      'Não foi possível carregar as opções dos filtros. Tente novamente.',
    );
    backend.scenarios();
    await user.click(within(failure).getByRole('button', { name: 'Tentar novamente' }));
    await within(screen.getByRole('combobox', { name: 'UF' })).findByRole('option', {
      name: 'SP - São Paulo',
    });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
