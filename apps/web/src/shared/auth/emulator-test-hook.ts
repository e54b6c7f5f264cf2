// Test-only hook for emulator builds (decision 003): the Google popup cannot work offline, so
// end-to-end tests sign in as a fake Google user. main.tsx imports this module only behind a
// compile-time check, so production builds do not contain it.
import { GoogleAuthProvider, signInWithCredential, type Auth } from 'firebase/auth';
import type { AuthSession } from './session';

/** The fake Google account end-to-end tests sign in with. */
export interface FakeGoogleAccount {
  sub: string;
  email: string;
  name: string;
}

declare global {
  interface Window {
    __cnpjTest?: { signInWithGoogle(account: FakeGoogleAccount): Promise<void> };
  }
}

/** Installs `window.__cnpjTest.signInWithGoogle`: a fake Google sign-in, then the backend login. */
export function installEmulatorTestHook(auth: Auth, session: AuthSession): void {
  window.__cnpjTest = {
    async signInWithGoogle({ sub, email, name }) {
      const idToken = JSON.stringify({ sub, email, email_verified: true, name });
      await signInWithCredential(auth, GoogleAuthProvider.credential(idToken));
      // A fresh Google account counts as new (docs/product.md#states-and-transitions), so the automatic login is skipped.
      await session.syncBackend();
    },
  };
}
