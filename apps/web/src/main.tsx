// The browser entry: real Firebase auth, the API client, analytics, and the router (SPEC §4).
import '@cnpj/ui/styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router-dom';
import { App } from './App';
import { createFirebaseAuth, firebaseIdentity } from './auth/firebase-identity';
import { createAuthSession } from './auth/session';
import { config } from './config';
import { appRoutes } from './routes/routes';
import { installGtag } from './services/analytics';
import { api, tokenStore } from './services/api';

const auth = createFirebaseAuth(config.firebase);
const session = createAuthSession({
  identity: firebaseIdentity(auth),
  backend: api,
  stored: tokenStore,
  leave: () => window.location.assign(config.marketingUrl),
});

// Compile-time guard: without DEV or the emulator variable this branch, and the hook module, are
// dropped from the bundle (decision 003).
if (import.meta.env.DEV || import.meta.env.VITE_FIREBASE_AUTH_EMULATOR_HOST) {
  if (config.firebase.emulatorHost) {
    void import('./auth/emulator-test-hook').then((hook) =>
      hook.installEmulatorTestHook(auth, session),
    );
  }
}

installGtag(config.gaMeasurementId);

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <App session={session} getUser={api.getUser} router={createBrowserRouter(appRoutes)} />
    </StrictMode>,
  );
} else {
  console.error('Root element not found');
}
