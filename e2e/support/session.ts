// A signed-in browser without the login page: what a returning user's browser keeps after signing
// in (docs/product.md#entities: the identity's stored user, backendAccessToken, backendUserId, and
// the profile kept beside them), made by the same calls the login page makes. The Firebase SDK signs
// in against the emulator here, in the test's process, and its user is stored exactly as the app's
// SDK stores it; the backend login runs in the browser context's own request context, so the
// session cookie that GET /refresh relies on lands in the browser's jar. The tests about signing in
// use the login page itself (fixtures.ts: loginWithForm).
import type { BrowserContext } from '@playwright/test';
import { initializeApp } from 'firebase/app';
import {
  connectAuthEmulator,
  initializeAuth,
  inMemoryPersistence,
  signInWithEmailAndPassword,
  type Auth,
} from 'firebase/auth';
import { ACCESS_TOKEN_KEY, USER_ID_KEY } from '../../packages/api-client/src/token-store.ts';
import { PROFILE_KEY } from '../../apps/web/src/shared/auth/profile-cache.ts';
import type { TestUser } from './emulator.ts';
import { API_KEY, EMULATOR_URL, MOCK_URL, PROJECT_ID } from './env.ts';

/** The key the app's Firebase SDK keeps its user under (browserLocalPersistence, default app). */
const IDENTITY_KEY = `firebase:authUser:${API_KEY}:[DEFAULT]`;

let auth: Auth | undefined;

/** One in-memory Auth per test worker, on the emulator the app uses. */
function emulatorAuth(): Auth {
  if (auth) return auth;
  const app = initializeApp(
    { apiKey: API_KEY, projectId: PROJECT_ID, authDomain: `${PROJECT_ID}.firebaseapp.com` },
    'e2e-session',
  );
  auth = initializeAuth(app, { persistence: inMemoryPersistence });
  connectAuthEmulator(auth, EMULATOR_URL, { disableWarnings: true });
  return auth;
}

/** A signed-in browser's storage for `user`, and its backend user id. */
export interface StoredSession {
  userId: string;
  storage: [key: string, value: string][];
}

/** Signs `user` in to the identity provider and the backend, as the login page does. */
export async function signedInSession(
  context: BrowserContext,
  user: TestUser,
): Promise<StoredSession> {
  const { user: signedIn } = await signInWithEmailAndPassword(
    emulatorAuth(),
    user.email,
    user.password,
  );
  const response = await context.request.post(`${MOCK_URL}/login`, {
    data: { idToken: await signedIn.getIdToken() },
  });
  if (!response.ok())
    throw new Error(`backend login failed: ${response.status()} ${await response.text()}`);
  const { accessToken, userId } = (await response.json()) as {
    accessToken: string;
    userId: string;
  };
  // The app's SDK stores the user of its default app; this one belongs to a named app.
  const identity = { ...signedIn.toJSON(), appName: '[DEFAULT]' };
  const profile = { uid: signedIn.uid, email: signedIn.email, displayName: null, photoURL: null };
  return {
    userId,
    storage: [
      [IDENTITY_KEY, JSON.stringify(identity)],
      [ACCESS_TOKEN_KEY, accessToken],
      [USER_ID_KEY, userId],
      [PROFILE_KEY, JSON.stringify(profile)],
    ],
  };
}
