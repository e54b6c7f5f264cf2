// The browser's first paint of /login and /signup without the router, and the hand-over to the
// router once the visitor signs in (performance budget).
import { render, screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { createHandlers } from '@cnpj/mock-server';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../AppProviders';
import { stubWideLayout } from '../../test/wide-layout';
import { authHarness } from '../../test/auth-harness';
import { authServer, freshBackendState } from '../../test/backend';
import { BrowserShell } from './BrowserShell';
import { PublicShell } from './public-shell';

const server = authServer(freshBackendState);
const ana = { email: 'ana@example.com', password: 'segredo1' };

beforeAll(async () => {
  server.listen({ onUnhandledRequest: 'error' });
  server.resetHandlers(...server.listHandlers(), ...createHandlers());
  await Promise.all([
    import('../../features/sign-in/LoginPage'),
    import('../../features/sign-in/SignupPage'),
  ]);
}, 30_000);
beforeEach(() => stubWideLayout());
afterEach(() => {
  server.resetHandlers();
  window.history.replaceState(null, '', '/');
});
afterAll(() => server.close());

const here = () => `${window.location.pathname}${window.location.search}`;

function renderPublic(path: string, session = authHarness([ana]).session) {
  window.history.replaceState(null, '', path);
  const onLeave = vi.fn();
  const onIntent = vi.fn();
  render(
    <AppProviders session={session}>
      <PublicShell onLeave={onLeave} onIntent={onIntent} />
    </AppProviders>,
  );
  return { onLeave, onIntent };
}

describe('the public shell', () => {
  it('moves from login to signup and back with the History API, keeping the redirect', async () => {
    renderPublic('/login?redirect=%2Fobrigado');
    const user = userEvent.setup();

    await user.click(await screen.findByRole('link', { name: 'Cadastre-se' }));
    expect(await screen.findByRole('button', { name: 'Cadastrar' })).toBeInTheDocument();
    expect(here()).toBe('/signup?redirect=%2Fobrigado');

    window.history.back();
    expect(await screen.findByRole('button', { name: 'Acessar' })).toBeInTheDocument();
    expect(here()).toBe('/login?redirect=%2Fobrigado');
  });

  it('warms the router on the first focus, not before', async () => {
    const { onIntent } = renderPublic('/login');
    const email = await screen.findByRole('textbox', { name: 'E-mail' });
    expect(onIntent).not.toHaveBeenCalled();

    await userEvent.setup().click(email);
    expect(onIntent).toHaveBeenCalledTimes(1);
  });

  it('hands over to the router at the redirect target once signed in', async () => {
    const { onLeave } = renderPublic('/login?redirect=%2Fminhas-listas');
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: 'E-mail' }), ana.email);
    await user.type(screen.getByLabelText(/^Senha/, { selector: 'input' }), ana.password);
    await user.click(screen.getByRole('button', { name: 'Acessar' }));

    await waitFor(() => expect(onLeave).toHaveBeenCalled());
    expect(here()).toBe('/minhas-listas');
  });
});

describe('the browser shell', () => {
  it('renders the signed-in page through the router after a login on the public shell', async () => {
    window.history.replaceState(null, '', '/login?redirect=%2Fminhas-listas');
    const { session } = authHarness([ana]);
    render(
      <AppProviders session={session}>
        <BrowserShell />
      </AppProviders>,
    );
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: 'E-mail' }), ana.email);
    await user.type(screen.getByLabelText(/^Senha/, { selector: 'input' }), ana.password);
    await user.click(screen.getByRole('button', { name: 'Acessar' }));

    expect(
      await screen.findByRole('heading', { name: 'Minhas Listas', level: 1 }, { timeout: 15_000 }),
    ).toBeInTheDocument();
    expect(here()).toBe('/minhas-listas');
  });
});
