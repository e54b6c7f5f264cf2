// Renders the search page alone in a memory router, signed in as the mock's lenient demo user, with
// the app's real API client answered by the shared mock handlers. Analytics and saved files are spied on.
import { act, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import type { SetupServer } from 'msw/node';
import { onTestFinished, vi } from 'vitest';
import { AuthProvider } from '../shared/auth/AuthProvider';
import type { AuthSession, AuthSnapshot } from '../shared/auth/session';
import { planQuery } from '../shared/services/plan-queries';
import { createQueryClient } from '../shared/services/server-state/query-client';
import { ServerStateProvider } from '../shared/services/server-state/ServerStateProvider';
import { sessionStore } from '../shared/services/session-store';
import { analytics } from '../shared/services/tracking';
import { captureSavedFiles } from './capture-downloads';
import SearchPage from '../features/search/SearchPage';
import { stubWideLayout } from './wide-layout';

/** The page's path. */
export const SEARCH_PATH = '/pesquisar-empresas';

const SIGNED_IN: AuthSnapshot = {
  status: 'signedIn',
  user: { uid: 'demo-uid', email: 'demo@example.com', displayName: null, photoURL: null },
  backendSignedIn: true,
  syncError: null,
};

/** A session that is signed in from the start and never changes. */
function signedInSession(): AuthSession {
  const idle = async () => undefined;
  return {
    getSnapshot: () => SIGNED_IN,
    subscribe: () => () => undefined,
    start: () => () => undefined,
    signInWithEmail: idle,
    signUpWithEmail: idle,
    signInWithGoogle: idle,
    prepareGoogleSignIn: () => undefined,
    syncBackend: idle,
    logout: idle,
  };
}

/**
 * Renders the page at `path`; returns the router and the spies. The user's plan is the mock's: the
 * demo user's paid plan, or free once the test turns on the `freePlan` scenario.
 */
export function renderSearchPage(path = SEARCH_PATH) {
  stubWideLayout();
  // The backend session a signed-in user has: the client puts its user id in the search paths.
  sessionStore.setAccessToken('token-demo');
  sessionStore.setUserId('u-demo');
  // And the identity uid the auth session hands the client (the search count's path carries it).
  sessionStore.setIdentityUid(SIGNED_IN.user!.uid);
  const trackUserAction = vi.spyOn(analytics, 'trackUserAction').mockResolvedValue(undefined);
  const save = captureSavedFiles();
  const router = createMemoryRouter(
    [
      { path: SEARCH_PATH, element: <SearchPage /> },
      { path: '/', element: <h1>Início</h1> },
    ],
    { initialEntries: [path] },
  );
  const cache = createQueryClient();
  onTestFinished(() => cache.clear());
  render(
    <AuthProvider session={signedInSession()}>
      <ServerStateProvider cache={cache}>
        <RouterProvider router={router} />
      </ServerStateProvider>
    </AuthProvider>,
  );
  /**
   * Resolves once the page holds the mock's answer to the plan's read; until then it takes the
   * user for free (docs/product.md#states-and-transitions), so a test of a paid plan, or of a plan
   * that changes on the backend after it was read, waits for it.
   */
  const planRead = () =>
    act(async () => {
      await cache.fetchQuery(planQuery(SIGNED_IN.user!.uid));
      // The page's hook hears of the answer in a task of its own.
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
  return { router, trackUserAction, save, planRead };
}

/** The decoded paths of every request the server sees from now on. */
export function recordPaths(server: SetupServer): string[] {
  const paths: string[] = [];
  server.events.on('request:start', ({ request }) => {
    paths.push(decodeURIComponent(new URL(request.url).pathname));
  });
  return paths;
}

/** The searches among recorded paths (not the page loads nor the export of all results). */
export const searchRequests = (paths: string[]) =>
  paths.filter((path) => /^\/api\/empresas\/(?!pagina|all)/.test(path));

/** Filters that find two companies (few rows render fast). */
export const TWO_RESULTS = '?uf=SP&nomeEmpresa=PADARIA+SAO+JOAO+LTDA&cep=01310-100';
/** Filters that find 533 companies: 11 pages. */
export const ELEVEN_PAGES = '?uf=SP&nomeEmpresa=PADARIA&bairro=Centro';
/** Filters that find millions of companies: more than an Excel sheet holds. */
export const MILLIONS = '?uf=SP&comEmail=true';
