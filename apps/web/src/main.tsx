// The browser entry: real Firebase auth, the API client, analytics, and the routes (docs/product.md#states-and-transitions).
import '@cnpj/ui/styles.css';
import { StrictMode, startTransition } from 'react';
import { loader } from '@cnpj/ui/on-demand';
import { createRoot } from 'react-dom/client';
import { AppProviders } from './app/AppProviders';
import { lazyIdentity } from './shared/auth/lazy-identity';
import { browserProfileCache } from './shared/auth/profile-cache';
import { createAuthSession, type SessionBackend } from './shared/auth/session';
import { config } from './shared/config';
import { BrowserShell } from './app/routes/BrowserShell';
import { startFirstReads } from './app/routes/first-reads';
import { isPublicPath, preloadPath } from './app/routes/route-table';
import { installGtag } from './shared/services/analytics';
import { sessionStore } from './shared/services/session-store';

// The API client (openapi-fetch and every call) loads with its first call, after the sign-in state
// resolves, rather than with /login's first paint (performance budget). Both share the one session
// store.
const loadApi = () => import('./shared/services/api').then((module) => module.api);
const backend: SessionBackend = {
  login: async (idToken) => (await loadApi()).login(idToken),
  logout: async () => (await loadApi()).logout(),
};

// Firebase Auth (a third of the entry's code) is a heavy library: it loads beside the first render
// rather than before it, since a kept session draws the signed-in pages before the provider answers
// (decision 014), and /login's form waits for it only when submitted (decision 063). A failed
// download is tried again by the next use (the provider's next action).
const startFirebase = loader(() =>
  import('./shared/auth/firebase-identity').then((module) => {
    const auth = module.createFirebaseAuth(config.firebase);
    return { auth, identity: module.firebaseIdentity(auth) };
  }),
);
const session = createAuthSession({
  identity: lazyIdentity(async () => (await startFirebase()).identity),
  backend,
  stored: sessionStore,
  profile: browserProfileCache(),
  leave: () => window.location.assign(config.marketingUrl),
});

// Compile-time guard: without DEV or the emulator variable this branch, and the hook module, are
// dropped from the bundle (decision 003).
if (import.meta.env.DEV || import.meta.env.VITE_FIREBASE_AUTH_EMULATOR_HOST) {
  if (config.firebase.emulatorHost) {
    void Promise.all([import('./shared/auth/emulator-test-hook'), startFirebase()]).then(
      ([hook, { auth }]) => hook.installEmulatorTestHook(auth, session),
    );
  }
}

installGtag(config.gaMeasurementId);

/**
 * Renders the app into `root`. As a transition, React renders the first tree in slices of a few
 * milliseconds instead of one long task, so a tap or key during start-up is answered in between
 * (performance budget: one 200 ms task at 4x CPU became many short ones). Everything the first render needs
 * has arrived by then, so no fallback shows.
 */
function renderApp(root: HTMLElement) {
  const app = createRoot(root);
  startTransition(() =>
    app.render(
      <StrictMode>
        <AppProviders session={session}>
          <BrowserShell />
        </AppProviders>
      </StrictMode>,
    ),
  );
}

const root = document.getElementById('root');
const pathname = window.location.pathname;
if (!root) {
  console.error('Root element not found');
} else if (isPublicPath(pathname)) {
  renderApp(root);
} else {
  // A deep link into the signed-in app needs its layout and its page: start both now, in
  // parallel, and render once they have arrived. Rendering earlier would only show
  // "Loading page..." and then hold it: React keeps a shown Suspense fallback for up to 300 ms.
  // The page's reads start beside them, and the first render waits for those too, within a cap
  // (first-reads.ts, decision 048). A failed download renders anyway: the route's lazy element
  // loads it again and reports the failure.
  void Promise.all([preloadPath(pathname), startFirstReads(session, window.location)]).then(() =>
    renderApp(root),
  );
}
if (root) {
  // Its download starts now, beside the page's; the first render does not wait for it.
  startFirebase().catch(() => undefined);
}
