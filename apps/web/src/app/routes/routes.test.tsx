import { act, screen, waitFor, within } from '@testing-library/react';
import { browserTokenStore } from '@cnpj/api-client';
import { userEvent } from '@testing-library/user-event';
import { createHandlers } from '@cnpj/mock-server';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { PROFILE_KEY, browserProfileCache } from '../../shared/auth/profile-cache';
import { createAuthSession } from '../../shared/auth/session';
import { authHarness } from '../../test/auth-harness';
import { authServer, freshBackendState } from '../../test/backend';
import { memoryIdentity } from '../../test/memory-identity';
import { stubWideLayout } from '../../test/wide-layout';
import { currentPath, renderApp } from '../../test/render-app';
import { PAGE_LOADING_TEXT } from '@cnpj/domain';

const server = authServer(freshBackendState);
const ana = { email: 'ana@example.com', password: 'segredo1' };

beforeAll(async () => {
  server.listen({ onUnhandledRequest: 'error' });
  // The pages' own calls (lists, notifications, update date...) go to the shared mock handlers,
  // after the focused auth handlers above, which keep answering the auth calls.
  server.resetHandlers(...server.listHandlers(), ...createHandlers());
  // Warm the module cache so the lazy pages resolve within the default find timeout.
  await Promise.all([
    import('../../features/sign-in/LoginPage'),
    import('../../features/sign-in/SignupPage'),
    import('../../features/home/HomePage'),
  ]);
}, 30_000);
// The kit's tables measure their container; jsdom has no ResizeObserver.
beforeEach(() => stubWideLayout());
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

async function signedInHarness() {
  const harness = authHarness([ana]);
  await harness.session.signInWithEmail(ana.email, ana.password);
  return harness;
}

describe('protected routes', () => {
  it('shows the loading text while the sign-in state resolves', async () => {
    const pending = { ...memoryIdentity(), onUserChanged: () => () => undefined };
    const session = createAuthSession({
      identity: pending,
      backend: { login: async () => ({ userId: '' }), logout: async () => undefined },
      stored: {
        getAccessToken: () => null,
        getUserId: () => null,
        setIdentityUid: () => undefined,
        clear: () => undefined,
      },
      leave: () => undefined,
    });

    renderApp(session, '/minhas-listas');

    // The guard's code loads with the first signed-in page; then it says the state is resolving.
    expect(await screen.findByText('Carregando...')).toBeInTheDocument();
  });

  it('renders a session kept from the last visit at once, and leaves for /login when the identity provider reports no user (decision 014)', async () => {
    localStorage.setItem('backendAccessToken', 'kept');
    localStorage.setItem('backendUserId', 'backend-3');
    localStorage.setItem(
      PROFILE_KEY,
      JSON.stringify({ uid: 'uid-ana', email: ana.email, displayName: null, photoURL: null }),
    );
    let answer: (user: null) => void = () => undefined;
    const pending = {
      ...memoryIdentity(),
      onUserChanged: (listener: (user: null) => void) => {
        answer = listener;
        return () => undefined;
      },
    };
    const session = createAuthSession({
      identity: pending,
      backend: { login: async () => ({ userId: '' }), logout: async () => undefined },
      stored: browserTokenStore(),
      profile: browserProfileCache(),
      leave: () => undefined,
    });

    const router = renderApp(session, '/minhas-listas');

    expect(await screen.findByRole('heading', { name: 'Minhas Listas' })).toBeInTheDocument();
    expect(screen.queryByText('Carregando...')).not.toBeInTheDocument();
    act(() => answer(null));
    await waitFor(() =>
      expect(currentPath(router)).toBe(`/login?redirect=${encodeURIComponent('/minhas-listas')}`),
    );
    expect(localStorage.getItem('backendAccessToken')).toBeNull();
  });

  it.each([
    '/minhas-listas',
    '/minhas-listas/42',
    '/detalhes/12345678000195',
    '/obrigado',
    '/pesquisar-empresas?uf=SP',
    // An unknown address too: after login the visitor reads that it does not exist.
    '/nao-existe',
  ])('sends a signed-out visitor of %s to /login with the path as redirect', async (path) => {
    const router = renderApp(authHarness().session, path);

    await waitFor(() =>
      expect(currentPath(router)).toBe(`/login?redirect=${encodeURIComponent(path)}`),
    );
    expect(await screen.findByRole('button', { name: 'Acessar' })).toBeInTheDocument();
  });

  it('sends a signed-out visitor of / to /login without a redirect', async () => {
    const router = renderApp(authHarness().session, '/');
    await waitFor(() => expect(currentPath(router)).toBe('/login'));
  });

  it.each([
    ['/', 'Encontre as empresas certas para o seu negócio'],
    ['/minhas-listas', 'Minhas Listas'],
    ['/minhas-listas/42', 'Lista não encontrada'],
    ['/pesquisar-empresas', 'Pesquisar Empresas'],
    ['/pesquisar-cnpj', 'Pesquisar CNPJ'],
    ['/consultar-cnpjs-em-lote', 'Consultar CNPJs em lote'],
    ['/minha-assinatura', 'Minha Assinatura'],
    ['/user-stats', 'Estatísticas de uso'],
    ['/user-stats/atualizacao', 'Atualização dos dados'],
    ['/user-details/9', 'Detalhes do usuário'],
  ])('shows %s inside the menu area', async (path, heading) => {
    const { session } = await signedInHarness();
    renderApp(session, path);

    // A bound page's first import (the search page's is large) can take seconds in a full run.
    expect(
      await screen.findByRole('heading', { name: heading }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Menu principal' })).toBeInTheDocument();
  });

  it.each([
    // Wrong check digits: no company can have it, so no call is made.
    ['/detalhes/12345678000100', 'CNPJ inválido'],
    ['/obrigado', 'Obrigado pela sua assinatura!'],
  ])('shows %s full screen, without the menu', async (path, heading) => {
    const { session } = await signedInHarness();
    renderApp(session, path);

    expect(await screen.findByRole('heading', { name: heading })).toBeInTheDocument();
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it.each(['/nao-existe', '/minhas-listas/42/extra', '/detalhes'])(
    'says %s does not exist, inside the menu area, with links to "Início" and the company search',
    async (path) => {
      const { session } = await signedInHarness();
      const router = renderApp(session, path);
      expect(
        await screen.findByRole(
          'heading',
          { level: 1, name: 'Página não encontrada' },
          { timeout: 10_000 },
        ),
      ).toBeInTheDocument();
      const main = within(screen.getByRole('main'));
      expect(main.getByRole('link', { name: 'Início' })).toHaveAttribute('href', '/');
      expect(main.getByRole('link', { name: 'Pesquisar Empresas' })).toHaveAttribute(
        'href',
        '/pesquisar-empresas',
      );
      expect(screen.getByRole('navigation', { name: 'Menu principal' })).toBeInTheDocument();
      expect(currentPath(router)).toBe(path);
      expect(document.title).toBe('Página não encontrada · CNPJ Leads');

      await userEvent.setup().click(main.getByRole('link', { name: 'Início' }));
      await waitFor(() => expect(currentPath(router)).toBe('/'));
    },
  );

  it('shows the free-plan banner to a free user', async () => {
    server.use(...createHandlers({ scenarios: ['freePlan'] }));
    const { session } = await signedInHarness();
    renderApp(session, '/');
    expect(await screen.findByRole('link', { name: 'Você está no plano grátis!' })).toHaveAttribute(
      'href',
      '/minha-assinatura',
    );
  });
});

describe('login and signup redirects', () => {
  async function logIn(path: string) {
    const { session } = authHarness([ana]);
    const router = renderApp(session, path);
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: 'E-mail' }), ana.email);
    await user.type(screen.getByLabelText(/^Senha/, { selector: 'input' }), ana.password);
    await user.click(screen.getByRole('button', { name: 'Acessar' }));
    return router;
  }

  it('goes to the redirect target after login', async () => {
    const router = await logIn('/login?redirect=%2Fminhas-listas%2F42');
    await waitFor(() => expect(currentPath(router)).toBe('/minhas-listas/42'));
  });

  it.each(['//evil.com', 'https://evil.com', '/%5Cevil.com', 'javascript:alert(1)'])(
    'goes home instead of the hostile redirect %s',
    async (hostile) => {
      const router = await logIn(`/login?redirect=${encodeURIComponent(hostile)}`);
      await waitFor(() => expect(currentPath(router)).toBe('/'));
    },
  );

  it('shows the sign-in error in the banner and stays on /login', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { session } = authHarness([ana]);
    const router = renderApp(session, '/login');
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: 'E-mail' }), ana.email);
    await user.type(screen.getByLabelText(/^Senha/, { selector: 'input' }), 'errada');
    await user.click(screen.getByRole('button', { name: 'Acessar' }));

    expect(
      await screen.findByText('Falha ao autenticar. Por favor verifique seu email e senha.'),
    ).toBeInTheDocument();
    expect(currentPath(router)).toBe('/login');
  });

  it('carries the redirect from login to signup and back', async () => {
    renderApp(authHarness().session, '/login?redirect=%2Fobrigado');

    expect(await screen.findByRole('link', { name: 'Cadastre-se' })).toHaveAttribute(
      'href',
      '/signup?redirect=%2Fobrigado',
    );
    await userEvent.setup().click(screen.getByRole('link', { name: 'Cadastre-se' }));
    expect(await screen.findByRole('link', { name: 'Acesse aqui' })).toHaveAttribute(
      'href',
      '/login?redirect=%2Fobrigado',
    );
  });

  it('checks the signup confirmation before the length', async () => {
    renderApp(authHarness().session, '/signup');
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: 'E-mail' }), 'nova@example.com');
    await user.type(screen.getByLabelText(/^Senha/, { selector: 'input' }), 'abc');
    await user.type(screen.getByLabelText(/^Confirmação da senha/, { selector: 'input' }), 'abd');
    await user.click(screen.getByRole('button', { name: 'Cadastrar' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'A senha não confere com a confirmação.',
    );
  });
});

describe('signing up', () => {
  it('creates the account and goes to the redirect target', async () => {
    const router = renderApp(authHarness().session, '/signup?redirect=%2Fobrigado');
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: 'E-mail' }), 'nova@example.com');
    await user.type(screen.getByLabelText(/^Senha/, { selector: 'input' }), 'segredo1');
    await user.type(
      screen.getByLabelText(/^Confirmação da senha/, { selector: 'input' }),
      'segredo1',
    );
    await user.click(screen.getByRole('button', { name: 'Cadastrar' }));

    await waitFor(() => expect(currentPath(router)).toBe('/obrigado'));
  });
});

describe('signed-in pages', () => {
  it('show "Loading page..." until their code and first reads have arrived', async () => {
    const harness = await signedInHarness();
    renderApp(harness.session, '/minhas-listas');
    expect(screen.getByText(PAGE_LOADING_TEXT)).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Minhas Listas' })).toBeInTheDocument();
    expect(screen.queryByText(PAGE_LOADING_TEXT)).not.toBeInTheDocument();
  });
});
