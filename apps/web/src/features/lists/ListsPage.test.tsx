import { act, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { captureDownloads } from '../../test/capture-downloads';
import { startMockBackend } from '../../test/mock-backend';
import { openPage } from '../../test/open-page';
import { recordPaths } from '../../test/render-search-page';

const backend = startMockBackend();
// The screen is its own <main> inside the shell's (reported to the kit); take the innermost.
const main = () => screen.getAllByRole('main').at(-1) as HTMLElement;
const listItem = async (name: string) =>
  (await within(main()).findByRole('link', { name })).closest('li') as HTMLElement;

describe('my lists', () => {
  it('shows every saved list linking to its page', async () => {
    await openPage('/minhas-listas');
    expect(await within(main()).findByRole('link', { name: 'Prospecção' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/minhas-listas\/\d+$/),
    );
    expect(within(main()).getByRole('link', { name: 'Fornecedores' })).toBeInTheDocument();
  });

  it('reads the lists once for the page and the side menu, and shows them at once when the page opens again', async () => {
    const paths = recordPaths(backend.server);
    const { router } = await openPage('/minhas-listas');
    await within(main()).findByRole('link', { name: 'Prospecção' });
    await waitFor(() =>
      expect(screen.getAllByRole('link', { name: 'Prospecção' })).toHaveLength(2),
    );
    expect(paths.filter((path) => path === '/api/listas')).toHaveLength(1);

    await act(() => router.navigate('/'));
    await waitFor(() =>
      expect(within(main()).queryByRole('button', { name: 'Nova lista' })).toBeNull(),
    );
    await act(() => router.navigate('/minhas-listas'));
    // From the cache, with no loading state in between; then revalidated.
    expect(within(main()).getByRole('link', { name: 'Prospecção' })).toBeInTheDocument();
    await waitFor(() => expect(paths.filter((path) => path === '/api/listas')).toHaveLength(2));
  });

  it('lets "Tente novamente" read the lists again after a failure', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    backend.scenarios('listsError');
    await openPage('/minhas-listas');
    await within(main()).findByText('Falha ao carregar suas listas. Tente novamente.');
    backend.server.resetHandlers();
    await userEvent.click(within(main()).getByRole('button', { name: 'Tentar novamente' }));
    expect(await within(main()).findByRole('link', { name: 'Prospecção' })).toBeInTheDocument();
  });

  it('says "Falha ao carregar suas listas. Tente novamente." when the lists cannot be loaded', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    backend.scenarios('listsError');
    await openPage('/minhas-listas');
    expect(
      await within(main()).findByText('Falha ao carregar suas listas. Tente novamente.'),
    ).toBeInTheDocument();
  });

  it('says "Nenhuma lista encontrada" when there are none', async () => {
    backend.scenarios('noLists');
    await openPage('/minhas-listas');
    expect(await within(main()).findByText('Nenhuma lista encontrada')).toBeInTheDocument();
  });

  it('creates a list and shows it here and in the menu', async () => {
    await openPage('/minhas-listas');
    await within(main()).findByRole('link', { name: 'Prospecção' });
    await userEvent.click(within(main()).getByRole('button', { name: 'Nova lista' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Nome da lista' }), 'Clientes 2026');
    await userEvent.click(screen.getByRole('button', { name: 'Criar lista' }));
    // The dialog closes once the list exists; until then it hides the page from the accessibility tree.
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Nova lista' })).toBeNull());

    expect(await within(main()).findByRole('link', { name: 'Clientes 2026' })).toBeInTheDocument();
    const menu = screen.getByRole('navigation', { name: 'Menu principal' });
    expect(await within(menu).findByRole('link', { name: 'Clientes 2026' })).toBeInTheDocument();
  });

  it('says "Falha ao criar lista. Tente novamente." when creating fails', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    backend.scenarios('createListError');
    await openPage('/minhas-listas');
    await userEvent.click(await within(main()).findByRole('button', { name: 'Nova lista' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Nome da lista' }), 'Clientes');
    await userEvent.click(screen.getByRole('button', { name: 'Criar lista' }));
    expect(await screen.findByText('Falha ao criar lista. Tente novamente.')).toBeInTheDocument();
  });

  it('blocks creating a list on the free plan with the docs/product.md#plans-and-permissions alert', async () => {
    backend.scenarios('freePlan');
    await openPage('/minhas-listas');
    await userEvent.click(await within(main()).findByRole('button', { name: 'Nova lista' }));
    expect(
      await screen.findByRole('alertdialog', {
        name: 'Você está no plano Grátis. Assine para poder gerar listas.',
      }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Nome da lista' })).not.toBeInTheDocument();
  });
});

describe('each list in "Minhas Listas" (docs/product.md#my-lists)', () => {
  it('says how many companies it holds and when it was made, when the backend sends them', async () => {
    await openPage('/minhas-listas');
    const item = await listItem('Prospecção');
    expect(item).toHaveTextContent(/6 empresas · criada em \d\d\/\d\d\/\d{4}/);
  });

  it('says nothing of count or date when the backend sends only the name', async () => {
    backend.server.use(
      http.get('*/api/listas', () => HttpResponse.json([{ id: 1, descricao: 'Prospecção' }])),
    );
    await openPage('/minhas-listas');
    const item = await listItem('Prospecção');
    expect(item).not.toHaveTextContent(/empresas|criada em|atualizada em/);
  });

  it('renames a list, here and in the side menu', async () => {
    await openPage('/minhas-listas');
    const item = await listItem('Prospecção');
    await userEvent.click(within(item).getByRole('button', { name: 'Renomear' }));
    const dialog = await screen.findByRole('dialog', { name: 'Renomear lista' });
    const field = within(dialog).getByRole('textbox', { name: 'Novo nome' });
    await userEvent.clear(field);
    await userEvent.type(field, 'Padarias de SP');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar nome' }));

    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Renomear lista' })).toBeNull(),
    );
    expect(await within(main()).findByRole('link', { name: 'Padarias de SP' })).toBeInTheDocument();
    const menu = screen.getByRole('navigation', { name: 'Menu principal' });
    expect(await within(menu).findByRole('link', { name: 'Padarias de SP' })).toBeInTheDocument();
    expect(await listItem('Padarias de SP')).toHaveTextContent(/atualizada em|criada em/);
  });

  it('says "Não foi possível renomear a lista. Tente novamente." when renaming fails, keeping the name typed', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    backend.scenarios('renameListError');
    await openPage('/minhas-listas');
    await userEvent.click(
      within(await listItem('Prospecção')).getByRole('button', { name: 'Renomear' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Renomear lista' });
    const field = within(dialog).getByRole('textbox', { name: 'Novo nome' });
    await userEvent.type(field, ' 2026');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar nome' }));
    expect(
      await within(dialog).findByText('Não foi possível renomear a lista. Tente novamente.'),
    ).toBeInTheDocument();
    expect(field).toHaveValue('Prospecção 2026');
  });

  it('says the list cannot be renamed on a backend without the extension, and stops offering it', async () => {
    backend.scenarios('renameListUnavailable');
    await openPage('/minhas-listas');
    await userEvent.click(
      within(await listItem('Prospecção')).getByRole('button', { name: 'Renomear' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Renomear lista' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Novo nome' }), ' 2026');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar nome' }));
    const alert = await screen.findByRole('alertdialog', {
      name: 'Este servidor não permite renomear listas. O nome continua o mesmo.',
    });
    await userEvent.click(within(alert).getByRole('button', { name: 'OK' }));
    expect(await within(main()).findByRole('link', { name: 'Prospecção' })).toBeInTheDocument();
    expect(within(main()).queryByRole('button', { name: 'Renomear' })).not.toBeInTheDocument();
  });
});

describe('renaming a list deleted elsewhere', () => {
  it('drops the list instead of blaming the backend', async () => {
    await openPage('/minhas-listas');
    await userEvent.click(
      within(await listItem('Prospecção')).getByRole('button', { name: 'Renomear' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Renomear lista' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Novo nome' }), ' 2026');
    // Deleted in another tab: the rename and the lists no longer know it.
    backend.server.use(
      http.patch('*/api/listas/:listId', () =>
        HttpResponse.json({ message: 'Lista não encontrada' }, { status: 404 }),
      ),
      http.get('*/api/listas', () => HttpResponse.json([{ id: 99, descricao: 'Fornecedores' }])),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar nome' }));
    await waitFor(() =>
      expect(within(main()).queryByRole('link', { name: 'Prospecção' })).not.toBeInTheDocument(),
    );
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(within(main()).getAllByRole('button', { name: 'Renomear' })).toHaveLength(1);
  });
});

describe('list exports', () => {
  it('saves the list under its name and the day, never under its id (docs/product.md#my-lists)', async () => {
    const saved = captureDownloads();
    await openPage('/minhas-listas');
    const item = await listItem('Prospecção');

    await userEvent.click(within(item).getByRole('button', { name: /Exportar Excel/ }));
    await userEvent.click(
      within(item).getByRole('button', { name: /Exportar e-mails dos sócios/ }),
    );

    const today = new Date();
    const day = [today.getDate(), today.getMonth() + 1]
      .map((n) => String(n).padStart(2, '0'))
      .concat(String(today.getFullYear()))
      .join('-');
    // Both run at once, so either may finish first.
    await waitFor(() =>
      expect([...saved].sort()).toEqual([
        `Prospecção - ${day}.xlsx`,
        `Prospecção - e-mails dos sócios - ${day}.xlsx`,
      ]),
    );
  });

  it('tells a failed export under the list, and "Tentar novamente" downloads it', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const saved = captureDownloads();
    backend.scenarios('exportError');
    await openPage('/minhas-listas');
    const item = await listItem('Prospecção');
    await userEvent.click(within(item).getByRole('button', { name: /Exportar Excel/ }));

    const notice = await within(item).findByRole('alert');
    expect(notice).toHaveTextContent('Não foi possível baixar a planilha. Tente novamente.');
    expect(warn).toHaveBeenCalledWith('Failed to export the list', expect.anything());
    expect(saved).toEqual([]);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();

    backend.server.resetHandlers();
    await userEvent.click(within(notice).getByRole('button', { name: 'Tentar novamente' }));
    await waitFor(() => expect(saved).toEqual([expect.stringMatching(/^Prospecção - .*\.xlsx$/)]));
    expect(within(item).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('blocks exports on the free plan with the docs/product.md#plans-and-permissions alert', async () => {
    const saved = captureDownloads();
    backend.scenarios('freePlan');
    await openPage('/minhas-listas');
    await userEvent.click(
      within(await listItem('Prospecção')).getByRole('button', { name: /Exportar Excel/ }),
    );
    expect(
      await screen.findByRole('alertdialog', {
        name: 'Você está no plano Grátis. Faça um upgrade para exportar suas pesquisas para Excel.',
      }),
    ).toBeInTheDocument();
    expect(saved).toEqual([]);
  });
});
