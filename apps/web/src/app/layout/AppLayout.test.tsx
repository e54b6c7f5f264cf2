import { store } from '@cnpj/mock-server';
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { delay, http } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { startMockBackend } from '../../test/mock-backend';
import { openPage } from '../../test/open-page';
import { config } from '../../shared/config';
import { CHAT_WIDGET_SCRIPT_ID } from '../../shared/services/chat-widget';
import { publishListsRefresh } from '../../shared/services/lists-refresh';
import { SIDE_MENU_KEY } from './use-side-menu';

// A chat widget address, so the layout loads the widget (jsdom does not fetch external scripts).
// Set on the configuration object itself, which the layout reads as it renders: the web test files
// share their modules (vitest.config.ts), so a vi.mock of the module would come too late for a
// layout another file has loaded already, and would stay for the files after this one.
beforeEach(() => {
  vi.spyOn(config, 'chatWidgetUrl', 'get').mockReturnValue('https://chat.example/widget.js');
});

const backend = startMockBackend();
const menu = () => screen.getByRole('navigation', { name: 'Menu principal' });

describe('side menu', () => {
  it('lists the saved lists under "Minhas Listas" on a lists route', async () => {
    await openPage('/minhas-listas');
    expect(await within(menu()).findByRole('link', { name: 'Prospecção' })).toBeInTheDocument();
    expect(within(menu()).getByRole('link', { name: 'Fornecedores' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/minhas-listas\/\d+$/),
    );
  });

  it('reloads the lists when the lists-refresh signal fires', async () => {
    const { harness } = await openPage('/minhas-listas');
    await within(menu()).findByRole('link', { name: 'Prospecção' });
    const user = store.users.get(harness.stored.getUserId() ?? '');
    if (!user) throw new Error('the demo user should exist');
    store.createLista(user, 'Clientes novos');

    act(() => publishListsRefresh());

    expect(await within(menu()).findByRole('link', { name: 'Clientes novos' })).toBeInTheDocument();
  });

  it('says the lists are loading while they are first read, not that there are none', async () => {
    let release = () => undefined as void;
    const held = new Promise<void>((resolve) => (release = resolve));
    backend.server.use(
      http.get('*/api/listas', async () => {
        await held;
      }),
    );
    await openPage('/minhas-listas');
    expect(within(menu()).getByText('Carregando listas...')).toBeInTheDocument();
    expect(within(menu()).queryByText('Nenhuma lista encontrada')).toBeNull();
    backend.server.resetHandlers();
    release();
  });

  it('says the lists could not be read (never "Nenhuma lista encontrada") and reads them again on "Tentar novamente"', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    backend.scenarios('listsError');
    // Not a lists route: the group is closed, and opened it tells the failure.
    await openPage('/user-stats');
    await waitFor(() =>
      expect(warn).toHaveBeenCalledWith('Failed to load the lists', expect.anything()),
    );
    await userEvent.click(within(menu()).getByRole('button', { name: 'Minhas Listas' }));
    expect(within(menu()).getByRole('status')).toHaveTextContent(
      'Não foi possível carregar as listas.',
    );
    expect(within(menu()).queryByText('Nenhuma lista encontrada')).toBeNull();

    backend.server.resetHandlers();
    await userEvent.click(within(menu()).getByRole('button', { name: 'Tentar novamente' }));
    expect(await within(menu()).findByRole('link', { name: 'Prospecção' })).toBeInTheDocument();
    expect(within(menu()).queryByText('Não foi possível carregar as listas.')).toBeNull();
  });

  it('still says "Nenhuma lista encontrada" to a free-plan user whose lists were read and are none', async () => {
    backend.scenarios('freePlan', 'noLists');
    await openPage('/minhas-listas');
    expect(await within(menu()).findByText('Nenhuma lista encontrada')).toBeInTheDocument();
    expect(within(menu()).queryByText('Não foi possível carregar as listas.')).toBeNull();
  });

  it('remembers that the menu was collapsed', async () => {
    await openPage('/user-stats');
    await userEvent.click(within(menu()).getByRole('button', { name: 'Recolher menu' }));
    expect(localStorage.getItem(SIDE_MENU_KEY)).toBe('true');
    expect(within(menu()).getByRole('button', { name: 'Expandir menu' })).toBeInTheDocument();
  });

  it('starts collapsed when it was left collapsed', async () => {
    localStorage.setItem(SIDE_MENU_KEY, 'true');
    await openPage('/user-stats');
    expect(within(menu()).getByRole('button', { name: 'Expandir menu' })).toBeInTheDocument();
  });
});

describe('header', () => {
  it('shows "Atualizado até" and "Próxima atualização prevista" with pt-BR dates', async () => {
    await openPage('/user-stats');
    expect(await screen.findByText(/Atualizado até/)).toHaveTextContent(/\d{2}\/\d{2}\/\d{4}/);
    expect(screen.getByText(/Próxima atualização prevista/)).toHaveTextContent(
      /\d{2}\/\d{2}\/\d{4}/,
    );
  });

  it('opens the explanation of the dates on a click and closes it with Escape (docs/product.md#layout)', async () => {
    await openPage('/user-stats');
    const badges = await screen.findByRole('button', { name: /Atualizado até/ });
    await userEvent.click(badges);
    const explanation = await screen.findByRole('dialog', {
      name: 'Sobre as datas de atualização',
    });
    expect(explanation).toHaveTextContent(
      /^A base contém empresas criadas até \d{2}\/\d{2}\/\d{4}\. A próxima atualização da Receita Federal está prevista para \d{2}\/\d{2}\/\d{4}\. Os novos dados são importados automaticamente\.$/,
    );
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(badges).toHaveFocus();
  });

  it.each(['updateDateForbidden', 'updateDateMissing'] as const)(
    'hides the badges under %s',
    async (name) => {
      vi.spyOn(console, 'warn').mockImplementation(() => undefined);
      backend.scenarios(name);
      const requests: string[] = [];
      backend.server.events.on('response:mocked', ({ request }) =>
        requests.push(new URL(request.url).pathname),
      );
      await openPage('/user-stats');
      await waitFor(() => expect(requests).toContain('/api/atualizacao'));
      expect(screen.queryByText(/Atualizado até/)).not.toBeInTheDocument();
    },
  );

  it('shows the free-plan banner to a free user', async () => {
    backend.scenarios('freePlan');
    await openPage('/user-stats');
    expect(await screen.findByRole('link', { name: 'Você está no plano grátis!' })).toHaveAttribute(
      'href',
      '/minha-assinatura',
    );
  });

  it('never shows a paid user the free-plan banner, not even while the plan is read', async () => {
    // The plan answers only when the test lets it, after the layout has rendered.
    let release = () => undefined as void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let answered = false;
    backend.server.use(
      http.get('*/api/users/:id', async () => {
        await gate;
        answered = true; // then falls through to the shared mock handler
      }),
    );
    await openPage('/user-stats');
    expect(screen.getByRole('navigation', { name: 'Menu principal' })).toBeInTheDocument();
    expect(screen.queryByText('Você está no plano grátis!')).not.toBeInTheDocument();

    release();
    await waitFor(() => expect(answered).toBe(true));
    await act(() => delay(50));
    expect(screen.queryByText('Você está no plano grátis!')).not.toBeInTheDocument();
  });

  it('names the user by e-mail in the profile menu when there is no photo or display name', async () => {
    await openPage('/user-stats');
    expect(screen.getByRole('button', { name: 'ana@example.com' })).toBeInTheDocument();
  });
});

describe('logout', () => {
  it('logs out from the mobile menu and leaves for the marketing site', async () => {
    const { harness } = await openPage('/user-stats');
    await userEvent.click(screen.getByRole('button', { name: 'Abrir menu' }));
    await userEvent.click(screen.getByRole('button', { name: 'Sair' }));
    await waitFor(() => expect(harness.leave).toHaveBeenCalled());
  });

  it('shows "Falha ao sair." when the sign-out fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { harness } = await openPage('/user-stats');
    harness.identity.failNext();
    await userEvent.click(screen.getByRole('button', { name: 'Abrir menu' }));
    await userEvent.click(screen.getByRole('button', { name: 'Sair' }));
    expect(await screen.findByText('Falha ao sair.')).toBeInTheDocument();
    expect(harness.leave).not.toHaveBeenCalled();
  });
});

describe('chat widget', () => {
  it('is loaded for the signed-in user and removed when the layout goes', async () => {
    await openPage('/user-stats');
    expect(document.getElementById(CHAT_WIDGET_SCRIPT_ID)).toHaveAttribute(
      'src',
      'https://chat.example/widget.js',
    );
    cleanup();
    expect(document.getElementById(CHAT_WIDGET_SCRIPT_ID)).toBeNull();
  });
});
