// The browser entry: real Firebase auth, the API client, analytics, and the routes (docs/product.md#states-and-transitions).
import '@cnpj/ui/styles.css';
import { StrictMode, startTransition } from 'react';
import { loader } from '@cnpj/ui/on-demand';
import { createRoot } from 'react-dom/client';
import { lazyIdentity } from './shared/auth/lazy-identity';
import { browserProfileCache } from './shared/auth/profile-cache';
import { createAuthSession, type SessionBackend } from './shared/auth/session';
import { config } from './shared/config';
import { createBrowserRouter } from 'react-router-dom';
import { App } from './app/App';
import { appRoutes } from './app/routes/routes';
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

// The router starts the first page's code and reads at once, before React renders (routes.tsx).
const router = createBrowserRouter(appRoutes(session));

/**
 * Renders the app into `root`. As a transition, React renders the first tree in slices of a few
 * milliseconds instead of one long task, so a tap or key during start-up is answered in between
 * (performance budget: one 200 ms task at 4x CPU became many short ones).
 */
function renderApp(root: HTMLElement) {
  const app = createRoot(root);
  startTransition(() =>
    app.render(
      <StrictMode>
        <App session={session} router={router} />
      </StrictMode>,
    ),
  );
}

const root = document.getElementById('root');
if (root) {
  renderApp(root);
  // Its download starts now, beside the page's; the first render does not wait for it.
  startFirebase().catch(() => undefined);
} else {
  console.error('Root element not found');
}
