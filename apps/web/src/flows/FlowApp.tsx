// The whole app for flow stories: the real route table in a memory router at `path`, the app's
// providers over an auth session whose identity is in memory (no Firebase in Storybook), and the
// app's own API client, which Storybook points at the page origin so the MSW worker answers it with
// the shared mock handlers (screens take state as props; flows run against MSW, decisions 002 and 010).
import { DEMO_IDENTITY, resetStore } from '@cnpj/mock-server';
import { useState } from 'react';
import { createMemoryRouter } from 'react-router-dom';
import { App } from '../app/App';
import { createAuthSession } from '../shared/auth/session';
import { appRoutes } from '../app/routes/routes';
import { api } from '../shared/services/api';
import { memoryTokenStore } from '@cnpj/api-client';
import { forgetSignedInCache } from '../shared/services/server-state/signed-in-cache';
import { keepSessionIn, sessionStore } from '../shared/services/session-store';
import { buildIdentityUser, memoryIdentity } from '../test/memory-identity';

/** Props of the connected app. */
export interface FlowAppProps {
  /** Where the memory router starts, e.g. `/pesquisar-empresas?uf=SP`. */
  path: string;
}

/** A session already signed in as the mock's demo user, so its uid is the one the mock knows. */
function demoSession() {
  const identity = memoryIdentity();
  identity.emit({ ...buildIdentityUser(DEMO_IDENTITY.email), uid: DEMO_IDENTITY.uid });
  // Nothing to leave to in a story: logout ends on the login route.
  return createAuthSession({
    identity,
    backend: api,
    stored: sessionStore,
    leave: () => undefined,
  });
}

// Story files run side by side in frames of one origin; each keeps its own backend session.
keepSessionIn(memoryTokenStore());

/** The signed-in app at `path`, answered by whatever handlers the story's MSW worker holds. */
export function FlowApp({ path }: FlowAppProps) {
  const [session] = useState(demoSession);
  const [router] = useState(() =>
    createMemoryRouter(appRoutes(session), { initialEntries: [path] }),
  );
  return <App session={session} router={router} />;
}

/** Story `beforeEach`: a fresh mock store, no stored backend session and an empty cache, so every flow starts alike. */
export function freshBackend(): void {
  resetStore();
  sessionStore.clear();
  forgetSignedInCache();
}
