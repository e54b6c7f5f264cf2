import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { LISTS_REFRESH_EVENT } from '../../shared/services/lists-refresh';
import { startMockBackend } from '../../test/mock-backend';
import {
  ELEVEN_PAGES,
  SEARCH_PATH,
  TWO_RESULTS,
  renderSearchPage,
} from '../../test/render-search-page';

const backend = startMockBackend();

/** The bodies of POST /api/listas/{id}/cnpjs, by list id. */
function recordAdds() {
  const adds: { listId: string; cnpjs: string[] }[] = [];
  backend.server.events.on('request:start', async ({ request }) => {
    const match = /\/api\/listas\/(\d+)\/cnpjs$/.exec(new URL(request.url).pathname);
    if (match?.[1] && request.method === 'POST') {
      const { cnpjs } = (await request.clone().json()) as { cnpjs: string[] };
      adds.push({ listId: match[1], cnpjs });
    }
  });
  return adds;
}

async function searchTwo() {
  const user = userEvent.setup();
  const rendered = renderSearchPage(SEARCH_PATH + TWO_RESULTS);
  await user.click(screen.getByRole('button', { name: 'Pesquisar' }));
  await screen.findByText('Exibindo 2 de 2 resultados');
  // The rows are drawn a moment after the header, at low priority (decision 045).
  await screen.findAllByRole('checkbox', { name: /^Selecionar (?!todas)/ });
  return { user, ...rendered };
}

const rowBoxes = () => screen.getAllByRole('checkbox', { name: /^Selecionar (?!todas)/ });

describe(
  'selection and lists (docs/product.md#states-and-transitions, #errors)',
  { timeout: 30_000 },
  () => {
    it('toggles rows, and the header selects or clears the page', async () => {
      const { user } = await searchTwo();
      const [first] = rowBoxes();
      if (!first) throw new Error('no rows');

      await user.click(first);
      expect(screen.getByText('1 empresa selecionada')).toBeInTheDocument();
      await user.click(first);
      expect(screen.queryByRole('region', { name: 'Seleção' })).not.toBeInTheDocument();

      const header = screen.getByRole('checkbox', {
        name: 'Selecionar todas as empresas desta página',
      });
      await user.click(header);
      expect(screen.getByText('2 empresas selecionadas')).toBeInTheDocument();
      await user.click(header);
      expect(screen.queryByText(/selecionadas?$/)).not.toBeInTheDocument();
    });

    it('adds the selection to an existing list, then clears it and closes', async () => {
      const adds = recordAdds();
      const { user, trackUserAction } = await searchTwo();
      await user.click(
        screen.getByRole('checkbox', { name: 'Selecionar todas as empresas desta página' }),
      );
      await user.click(screen.getByRole('button', { name: 'Adicionar à lista' }));

      const dialog = await screen.findByRole('dialog', { name: 'Adicionar à lista' });
      await user.click(await within(dialog).findByRole('radio', { name: 'Fornecedores' }));
      await user.click(within(dialog).getByRole('button', { name: 'Adicionar' }));

      expect(
        await within(dialog).findByText('Empresas adicionadas à lista com sucesso!'),
      ).toBeInTheDocument();
      expect(adds).toEqual([{ listId: '2', cnpjs: expect.any(Array) }]);
      expect(adds[0]?.cnpjs).toHaveLength(2);
      expect(
        screen.queryByRole('region', { name: 'Seleção', hidden: true }),
      ).not.toBeInTheDocument();
      expect(trackUserAction).toHaveBeenCalledWith({
        category: 'lists',
        action: 'add_to_list',
        label: '2',
        value: 2,
      });
      // docs/product.md#states-and-transitions: the modal closes itself 2 s after the success message.
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), {
        timeout: 5000,
      });
    });

    it('creates a list: appended, selected, and the lists-refresh signal published', async () => {
      const refreshed = vi.fn();
      window.addEventListener(LISTS_REFRESH_EVENT, refreshed);
      const { user } = await searchTwo();
      await user.click(rowBoxes()[0] as HTMLElement);
      await user.click(screen.getByRole('button', { name: 'Adicionar à lista' }));
      const dialog = await screen.findByRole('dialog', { name: 'Adicionar à lista' });
      await within(dialog).findByRole('radio', { name: 'Prospecção' });

      await user.click(within(dialog).getByRole('button', { name: 'Criar nova lista' }));
      await user.type(within(dialog).getByLabelText(/Nome da lista/), 'Padarias');
      await user.click(within(dialog).getByRole('button', { name: 'Criar lista' }));

      expect(await within(dialog).findByRole('radio', { name: 'Padarias' })).toBeChecked();
      expect(
        within(dialog)
          .getAllByRole('radio')
          .map((radio) => radio.closest('label')?.textContent),
      ).toEqual(['Prospecção', 'Fornecedores', 'Padarias']);
      expect(refreshed).toHaveBeenCalledTimes(1);
      window.removeEventListener(LISTS_REFRESH_EVENT, refreshed);
    });

    it('shows the docs/product.md#errors failures of adding and creating inside the modal', async () => {
      vi.spyOn(console, 'warn').mockImplementation(() => undefined);
      backend.scenarios('addToListError', 'createListError');
      const { user } = await searchTwo();
      await user.click(rowBoxes()[0] as HTMLElement);
      await user.click(screen.getByRole('button', { name: 'Adicionar à lista' }));
      const dialog = await screen.findByRole('dialog', { name: 'Adicionar à lista' });

      await user.click(await within(dialog).findByRole('radio', { name: 'Prospecção' }));
      await user.click(within(dialog).getByRole('button', { name: 'Adicionar' }));
      expect(
        await within(dialog).findByText('Falha ao adicionar empresas à lista. Tente novamente.'),
      ).toBeInTheDocument();
      expect(screen.getByRole('region', { name: 'Seleção', hidden: true })).toHaveTextContent(
        '1 empresa selecionada',
      );

      await user.click(within(dialog).getByRole('button', { name: 'Criar nova lista' }));
      await user.type(within(dialog).getByLabelText(/Nome da lista/), 'Nova');
      await user.click(within(dialog).getByRole('button', { name: 'Criar lista' }));
      expect(
        await within(dialog).findByText('Falha ao criar lista. Tente novamente.'),
      ).toBeInTheDocument();
    });

    it('sends every result to a list: all rows are loaded and the modal counts them', async () => {
      const { user } = await searchTwo();
      await user.click(screen.getByRole('button', { name: 'Enviar todos para lista' }));
      const dialog = await screen.findByRole('dialog', { name: 'Adicionar à lista' });
      expect(dialog).toHaveTextContent('2 empresas selecionadas');
    });

    it('alerts when every result cannot be loaded', async () => {
      vi.spyOn(console, 'warn').mockImplementation(() => undefined);
      backend.scenarios('allError');
      const user = userEvent.setup();
      renderSearchPage(SEARCH_PATH + ELEVEN_PAGES);
      await user.click(screen.getByRole('button', { name: 'Pesquisar' }));
      await screen.findAllByText('Página 1 de 11');
      await user.click(screen.getByRole('button', { name: 'Enviar todos para lista' }));
      expect(await screen.findByRole('alertdialog')).toHaveTextContent(
        'Erro ao carregar todos os resultados. Tente novamente.',
      );
      expect(screen.queryByRole('dialog', { name: 'Adicionar à lista' })).not.toBeInTheDocument();
    });
  },
);
