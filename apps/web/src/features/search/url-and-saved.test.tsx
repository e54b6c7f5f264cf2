import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  SAVED_SEARCHES_IN_ACCOUNT,
  SAVED_SEARCHES_IN_BROWSER,
  SAVED_SEARCHES_LOAD_FAILED,
} from '@cnpj/domain';
import { describe, expect, it, vi } from 'vitest';
import { userKey } from '../../shared/services/persisted-state';
import { startMockBackend } from '../../test/mock-backend';
import {
  SEARCH_PATH,
  TWO_RESULTS,
  recordPaths,
  renderSearchPage,
} from '../../test/render-search-page';

const backend = startMockBackend();
const nameField = () => screen.getByLabelText('Nome da empresa');

describe(
  'filters in the URL (docs/product.md#screens-and-routes: bookmark, share, back and forward)',
  { timeout: 30_000 },
  () => {
    it('restores earlier searches with back and forward, each with its filters and results', async () => {
      const user = userEvent.setup();
      const { router } = renderSearchPage(`${SEARCH_PATH}?uf=SP&cep=01310-100`);
      const url = () => router.state.location.search;

      await user.type(nameField(), 'PADARIA SAO JOAO LTDA');
      await user.click(screen.getByRole('button', { name: 'Pesquisar' }));
      await screen.findByText('Exibindo 2 de 2 resultados');
      const first = url();
      // After a search the filters fold into chips (docs/product.md#search); editing unfolds them.
      await user.click(screen.getByRole('button', { name: 'Editar filtros' }));
      await user.type(nameField(), ' ME');
      // The URL keeps the search that ran until the draft is searched (decision 030).
      expect(url()).toBe(first);
      await user.click(screen.getByRole('button', { name: 'Pesquisar' }));
      await waitFor(() => expect(url()).toContain('nomeEmpresa=PADARIA+SAO+JOAO+LTDA+ME&'));
      const second = url();
      await screen.findByText(/^Exibindo/);

      // The entry of the first search keeps its results (docs/product.md#search "Results in the URL").
      await act(() => router.navigate(-1));
      expect(url()).toBe(first);
      expect(nameField()).toHaveValue('PADARIA SAO JOAO LTDA');
      expect(await screen.findByText('Exibindo 2 de 2 resultados')).toBeInTheDocument();

      // The entry before it had no results: the stale ones go.
      await act(() => router.navigate(-1));
      expect(nameField()).toHaveValue('');
      expect(url()).toBe('?uf=SP&cep=01310-100');
      expect(screen.queryByText(/^Exibindo/)).not.toBeInTheDocument();

      await act(() => router.navigate(2));
      expect(url()).toBe(second);
      expect(nameField()).toHaveValue('PADARIA SAO JOAO LTDA ME');
      expect(await screen.findByText(/^Exibindo/)).toBeInTheDocument();
    });

    it("changing the UF clears the chosen cities and loads the new UF's cities", async () => {
      const paths = recordPaths(backend.server);
      const user = userEvent.setup();
      const { router } = renderSearchPage(
        `${SEARCH_PATH}?uf=SP&municipios=7107&nomeEmpresa=PADARIA`,
      );
      await waitFor(() => expect(paths).toContain('/api/municipios/SP'));

      const uf = await screen.findByRole('combobox', { name: 'UF' });
      // The UF choices arrive from the lookups endpoint after the select renders.
      await within(uf).findByRole('option', { name: 'RJ - Rio de Janeiro' });
      await user.selectOptions(uf, 'RJ - Rio de Janeiro');

      await waitFor(() => expect(paths).toContain('/api/municipios/RJ'));
      // The draft changed, not the URL: it still names what was last searched (here, nothing).
      expect(router.state.location.search).toBe('?uf=SP&municipios=7107&nomeEmpresa=PADARIA');
      // The search sent, and the URL it writes, have the new UF and no city of the old one.
      await user.click(screen.getByRole('button', { name: 'Pesquisar' }));
      await waitFor(() =>
        expect(router.state.location.search).toMatch(/^\?uf=RJ&nomeEmpresa=PADARIA&pesquisa=/),
      );
    });
  },
);

describe('saved searches', { timeout: 30_000 }, () => {
  it('saves the current filters under a name, reopens them and deletes them', async () => {
    const user = userEvent.setup();
    const { router } = renderSearchPage(SEARCH_PATH + TWO_RESULTS);

    await user.click(screen.getByRole('button', { name: 'Pesquisas salvas' }));
    let dialog = await screen.findByRole('dialog', { name: 'Pesquisas salvas' });
    await user.type(within(dialog).getByLabelText('Nome da pesquisa'), 'Padarias da Paulista');
    await user.click(within(dialog).getByRole('button', { name: 'Salvar pesquisa' }));
    expect(within(dialog).getByRole('list', { name: 'Pesquisas salvas' })).toHaveTextContent(
      'Padarias da Paulista',
    );
    await user.keyboard('{Escape}');

    await user.click(screen.getByRole('button', { name: 'Limpar Filtros' }));
    expect(router.state.location.search).toBe('');

    await user.click(screen.getByRole('button', { name: 'Pesquisas salvas' }));
    dialog = await screen.findByRole('dialog', { name: 'Pesquisas salvas' });
    await user.click(within(dialog).getByRole('button', { name: 'Abrir Padarias da Paulista' }));
    expect(nameField()).toHaveValue('PADARIA SAO JOAO LTDA');
    // "Abrir" runs the saved search: its results are shown, not only its filters in the form.
    await waitFor(() =>
      expect(router.state.location.search.startsWith(`${TWO_RESULTS}&pesquisa=`)).toBe(true),
    );

    await user.click(screen.getByRole('button', { name: 'Pesquisas salvas' }));
    dialog = await screen.findByRole('dialog', { name: 'Pesquisas salvas' });
    await user.click(within(dialog).getByRole('button', { name: 'Excluir Padarias da Paulista' }));
    expect(within(dialog).getByText('Nenhuma pesquisa salva.')).toBeInTheDocument();
  });

  it('says the account keeps them when the backend has the extension', async () => {
    const user = userEvent.setup();
    renderSearchPage(SEARCH_PATH + TWO_RESULTS);
    await user.click(screen.getByRole('button', { name: 'Pesquisas salvas' }));
    const dialog = await screen.findByRole('dialog', { name: 'Pesquisas salvas' });
    expect(await within(dialog).findByText(SAVED_SEARCHES_IN_ACCOUNT)).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Exportar pesquisas' })).toBeNull();
  });

  it('keeps them in this browser, under the user, when the backend has no extension', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    backend.scenarios('savedSearchesMissing');
    const user = userEvent.setup();
    renderSearchPage(SEARCH_PATH + TWO_RESULTS);
    await user.click(screen.getByRole('button', { name: 'Pesquisas salvas' }));
    const dialog = await screen.findByRole('dialog', { name: 'Pesquisas salvas' });
    expect(await within(dialog).findByText(SAVED_SEARCHES_IN_BROWSER)).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Nome da pesquisa'), 'Só aqui');
    await user.click(within(dialog).getByRole('button', { name: 'Salvar pesquisa' }));
    expect(await within(dialog).findByRole('list', { name: 'Pesquisas salvas' })).toHaveTextContent(
      'Só aqui',
    );
    expect(localStorage.getItem(userKey('u-demo', 'savedSearches'))).toContain('Só aqui');
    expect(within(dialog).getByRole('button', { name: 'Exportar pesquisas' })).toBeVisible();
  });

  it('says the saved searches could not be loaded when the backend fails', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    backend.scenarios('savedSearchesError');
    const user = userEvent.setup();
    renderSearchPage(SEARCH_PATH + TWO_RESULTS);
    await user.click(screen.getByRole('button', { name: 'Pesquisas salvas' }));
    const dialog = await screen.findByRole('dialog', { name: 'Pesquisas salvas' });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(SAVED_SEARCHES_LOAD_FAILED);
    expect(within(dialog).getByRole('button', { name: 'Tentar novamente' })).toBeVisible();
  });

  it('cannot save a search without a UF, which could not run', async () => {
    const user = userEvent.setup();
    renderSearchPage(`${SEARCH_PATH}?nomeEmpresa=PADARIA`);
    await user.click(screen.getByRole('button', { name: 'Pesquisas salvas' }));
    const dialog = await screen.findByRole('dialog', { name: 'Pesquisas salvas' });
    await user.type(within(dialog).getByLabelText(/Nome da pesquisa/), 'Sem UF');
    expect(within(dialog).getByRole('button', { name: 'Salvar pesquisa' })).toBeDisabled();
    expect(
      within(dialog).getByText('Selecione uma UF para salvar a pesquisa.'),
    ).toBeInTheDocument();
  });
});

describe('leaving the page (docs/product.md#screens-and-routes)', { timeout: 30_000 }, () => {
  async function withResults() {
    const user = userEvent.setup();
    const rendered = renderSearchPage(SEARCH_PATH + TWO_RESULTS);
    await user.click(screen.getByRole('button', { name: 'Pesquisar' }));
    await screen.findByText('Exibindo 2 de 2 resultados');
    // The rows are drawn a moment after the header, at low priority (decision 045).
    await screen.findAllByRole('checkbox', { name: /^Selecionar (?!todas)/ });
    return { user, ...rendered };
  }

  it('moves to another page at once when only the search shown would be left (it survives in the URL)', async () => {
    const { router } = await withResults();
    await act(() => router.navigate('/'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('asks before going to another page while companies are selected, naming what is lost', async () => {
    const { user, router } = await withResults();
    await user.click(screen.getAllByRole('checkbox', { name: /^Selecionar (?!todas)/ })[0]!);

    await act(() => router.navigate('/'));
    const question = await screen.findByRole('alertdialog', { name: 'Sair da pesquisa?' });
    expect(question).toHaveAccessibleDescription(
      'A empresa selecionada deixará de estar selecionada.',
    );
    await user.click(within(question).getByRole('button', { name: 'Continuar aqui' }));
    expect(router.state.location.pathname).toBe(SEARCH_PATH);

    await act(() => router.navigate('/'));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Sair' }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('lets the browser warn on close or reload while there are results', async () => {
    await withResults();
    const unload = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(unload);
    expect(unload.defaultPrevented).toBe(true);
  });

  it('leaves without asking when there is nothing to lose', async () => {
    const { router } = renderSearchPage();
    await act(() => router.navigate('/'));
    expect(router.state.location.pathname).toBe('/');
    const unload = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(unload);
    expect(unload.defaultPrevented).toBe(false);
  });
});
