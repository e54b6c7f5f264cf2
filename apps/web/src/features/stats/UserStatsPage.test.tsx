import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { startMockBackend } from '../../test/mock-backend';
import { openPage } from '../../test/open-page';

const backend = startMockBackend();

describe('user statistics', () => {
  it('shows the dashboard with the users linking to their page', async () => {
    const { harness } = await openPage('/user-stats');
    const me = harness.stored.getUserId();
    const links = await screen.findAllByRole('link', { name: /example\.com/ });
    expect(links.map((link) => link.getAttribute('href'))).toContain(`/user-details/${me}`);
  });

  it('says the statistics are unavailable when the backend lacks the extension', async () => {
    backend.server.use(
      http.get('*/api/stats/usuarios', () => HttpResponse.json({ message: 'x' }, { status: 404 })),
    );
    await openPage('/user-stats');
    expect(
      await screen.findByText('Estatísticas indisponíveis neste servidor.'),
    ).toBeInTheDocument();
  });

  it('offers to try again when the statistics fail', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    backend.server.use(
      http.get('*/api/stats/usuarios', () => HttpResponse.json({ message: 'x' }, { status: 500 })),
    );
    await openPage('/user-stats');
    expect(
      await screen.findByText('Falha ao carregar as estatísticas. Tente novamente.'),
    ).toBeInTheDocument();
  });
});
