import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { startMockBackend } from '../../test/mock-backend';
import { openPage } from '../../test/open-page';

const backend = startMockBackend();
const panel = () => screen.getByRole('region', { name: 'Notificações' });
const markButtons = () => within(panel()).queryAllByRole('button', { name: 'Marcar como lida' });

describe('home notifications', () => {
  it('lists the notifications with a "Marcar como lida" button on each unread one', async () => {
    await openPage('/');
    await waitFor(() => expect(within(panel()).getAllByRole('listitem')).toHaveLength(5));
    expect(markButtons()).toHaveLength(3);
  });

  it('marks a notification read, showing a spinner while in flight, then reloads the list', async () => {
    let release = () => undefined as void;
    const held = new Promise<void>((resolve) => (release = resolve));
    // Holds the PUT, then lets the shared handler answer it (returning nothing falls through).
    backend.server.use(http.put('*/api/notificacoes/:uid/:id/', async () => void (await held)));
    await openPage('/');
    await waitFor(() => expect(markButtons()).toHaveLength(3));

    await userEvent.click(markButtons()[0]!);
    expect(markButtons()[0]).toHaveAttribute('aria-busy', 'true');
    release();

    await waitFor(() => expect(markButtons()).toHaveLength(2));
    expect(markButtons().every((button) => !button.hasAttribute('aria-busy'))).toBe(true);
  });

  it('shows "Failed to load messages." when the list cannot be loaded', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    backend.scenarios('notificationsError');
    await openPage('/');
    expect(await within(panel()).findByRole('alert')).toHaveTextContent('Failed to load messages.');
  });

  it('shows "Nenhuma notificação" when there are none', async () => {
    backend.scenarios('emptyNotifications');
    await openPage('/');
    expect(await within(panel()).findByText('Nenhuma notificação')).toBeInTheDocument();
  });

  it('asks to try again when marking as read fails, keeping the item unread', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    backend.scenarios('markReadError');
    await openPage('/');
    await waitFor(() => expect(markButtons()).toHaveLength(3));

    await userEvent.click(markButtons()[0]!);

    expect(await within(panel()).findByRole('alert')).toHaveTextContent(
      'Failed to mark notification as read. Please try again.',
    );
    expect(markButtons()).toHaveLength(3);
  });
});

describe('home', () => {
  it('offers custom solutions by e-mail to the configured contact', async () => {
    await openPage('/');
    expect(await screen.findByRole('link', { name: 'Fale conosco por e-mail' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^mailto:contato@example\.com\?/),
    );
  });

  it('links the three quick-access cards', async () => {
    await openPage('/');
    const main = await screen.findByRole('main');
    for (const href of ['/pesquisar-empresas', '/minhas-listas', '/pesquisar-cnpj']) {
      expect(
        within(main)
          .getAllByRole('link')
          .some((link) => link.getAttribute('href') === href),
      ).toBe(true);
    }
  });
});
