import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { api } from '../../shared/services/api';
import { currentPath } from '../../test/render-app';
import { captureDownloads } from '../../test/capture-downloads';
import { startMockBackend } from '../../test/mock-backend';
import { openPage } from '../../test/open-page';

const backend = startMockBackend();
// The page's code, loaded once before the first test's clock starts (a cold import takes seconds).
beforeAll(() => import('./ListPage'), 60_000);
// The screen is its own <main> inside the shell's (reported to the kit); take the innermost.
const main = () => screen.getAllByRole('main').at(-1) as HTMLElement;

async function prospeccaoId(): Promise<number> {
  const list = (await api.listListas()).find((item) => item.descricao === 'Prospecção');
  if (!list) throw new Error('the seeded list should exist');
  return list.id;
}

/** A backend without the one-list extension (no scenario exists for it). */
function withoutExtension() {
  backend.server.use(
    http.get('*/api/listas/:listId', () =>
      HttpResponse.json({ message: 'Not Found' }, { status: 404 }),
    ),
  );
}

describe('one list', () => {
  it('shows the list name and its companies with remove and delete actions', async () => {
    await openPage(`/minhas-listas/${await prospeccaoId()}`);
    expect(
      await within(main()).findByRole('heading', { name: 'Prospecção', level: 1 }),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(within(main()).getAllByRole('button', { name: /^Remover/ })).toHaveLength(6),
    );
    expect(within(main()).getByRole('button', { name: 'Excluir lista' })).toBeInTheDocument();
  });

  it('says where the data comes from beside the exports', async () => {
    await openPage(`/minhas-listas/${await prospeccaoId()}`);
    const { dt_atualizado_ate } = await api.getAtualizacao();
    const [year, month, day] = dt_atualizado_ate!.slice(0, 10).split('-');
    expect(
      await within(main()).findByText(
        `Fonte: Receita Federal (dados abertos), base de ${day}/${month}/${year}`,
      ),
    ).toBeInTheDocument();
  });

  it('leaves the source line out while the update date is unknown', async () => {
    backend.server.use(
      http.get('*/api/atualizacao', () => HttpResponse.json({ message: 'erro' }, { status: 500 })),
    );
    await openPage(`/minhas-listas/${await prospeccaoId()}`);
    await waitFor(() =>
      expect(within(main()).getAllByRole('button', { name: /^Remover/ })).toHaveLength(6),
    );
    expect(within(main()).queryByText(/^Fonte:/)).toBeNull();
  });

  it('removes a company from the list', async () => {
    await openPage(`/minhas-listas/${await prospeccaoId()}`);
    await waitFor(() =>
      expect(within(main()).getAllByRole('button', { name: /^Remover/ })).toHaveLength(6),
    );
    await userEvent.click(within(main()).getAllByRole('button', { name: /^Remover/ })[0]!);
    await waitFor(() =>
      expect(within(main()).getAllByRole('button', { name: /^Remover/ })).toHaveLength(5),
    );
  });

  it('deletes the list after confirmation and goes back to all lists', async () => {
    const id = await prospeccaoId();
    const { router } = await openPage(`/minhas-listas/${id}`);
    await userEvent.click(await within(main()).findByRole('button', { name: 'Excluir lista' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Excluir' }));
    await waitFor(() => expect(currentPath(router)).toBe('/minhas-listas'));
    expect((await api.listListas()).map((list) => list.id)).not.toContain(id);
  });

  it('degrades to the exports when the backend lacks the list extension', async () => {
    withoutExtension();
    const saved = captureDownloads();
    const id = await prospeccaoId();
    await openPage(`/minhas-listas/${id}`);
    expect(await within(main()).findByText('Visualização indisponível')).toBeInTheDocument();
    expect(
      within(main()).getByRole('heading', { name: 'Prospecção', level: 1 }),
    ).toBeInTheDocument();
    expect(within(main()).queryByRole('button', { name: 'Excluir lista' })).not.toBeInTheDocument();

    await userEvent.click(within(main()).getByRole('button', { name: /Exportar Excel/ }));
    // Named by the app after the list (docs/product.md#my-lists), with or without the extension.
    await waitFor(() =>
      expect(saved).toEqual([expect.stringMatching(/^Prospecção - [\d-]+\.xlsx$/)]),
    );
  });

  it('tells a failed export under the exports, and "Tentar novamente" downloads it (docs/product.md#my-lists)', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const saved = captureDownloads();
    backend.scenarios('exportError');
    await openPage(`/minhas-listas/${await prospeccaoId()}`);
    await userEvent.click(
      await within(main()).findByRole('button', { name: /Exportar e-mails dos sócios/ }),
    );
    const notice = await within(main()).findByRole('alert');
    expect(notice).toHaveTextContent('Não foi possível baixar a planilha. Tente novamente.');
    expect(saved).toEqual([]);

    backend.server.resetHandlers();
    await userEvent.click(within(notice).getByRole('button', { name: 'Tentar novamente' }));
    await waitFor(() =>
      expect(saved).toEqual([
        expect.stringMatching(/^Prospecção - e-mails dos sócios - .*\.xlsx$/),
      ]),
    );
  });

  it('says "Lista não encontrada" for a list the user does not have', async () => {
    await openPage('/minhas-listas/9999');
    expect(await within(main()).findByText('Lista não encontrada')).toBeInTheDocument();
  });

  it('offers to try again when the list cannot be loaded', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    backend.server.use(
      http.get('*/api/listas/:listId', () => HttpResponse.json({ message: 'x' }, { status: 500 })),
    );
    await openPage(`/minhas-listas/${await prospeccaoId()}`);
    expect(
      await within(main()).findByText('Falha ao carregar a lista. Tente novamente.'),
    ).toBeInTheDocument();
    backend.server.resetHandlers();
    await userEvent.click(within(main()).getByRole('button', { name: 'Tentar novamente' }));
    expect(
      await within(main()).findByRole('heading', { name: 'Prospecção', level: 1 }),
    ).toBeInTheDocument();
  });
});
