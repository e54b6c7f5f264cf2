// The small surface of the identity provider that the auth rules need (docs/product.md#states-and-transitions). The app always
// implements it with the Firebase SDK (firebase-identity.ts); unit tests use an in-memory one.

/** A signed-in identity-provider user, as the app sees it. */
export interface IdentityUser {
  readonly uid: string;
  readonly email: string | null;
  readonly displayName: string | null;
  readonly photoURL: string | null;
  /** Account creation time (any Date-parsable text), when known. */
  readonly creationTime: string | undefined;
  /** Last sign-in time (any Date-parsable text), when known. */
  readonly lastSignInTime: string | undefined;
  /** A fresh ID token for the backend login. */
  getIdToken(): Promise<string>;
}

/**
 * The profile fields the layout shows (docs/product.md#screens-and-routes profile menu). Beside the
 * identity user it is cut from, so the session and the profile cache both take it from here.
 */
export type SessionUser = Pick<IdentityUser, 'uid' | 'email' | 'displayName' | 'photoURL'>;

/** Sign-in, sign-up and sign-out at the identity provider, plus its sign-in state. */
export interface IdentityProvider {
  /** The user signed in right now, or null (also null before the state is known). */
  currentUser(): IdentityUser | null;
  /** Calls back with the user whenever the sign-in state is known or changes; returns unsubscribe. */
  onUserChanged(listener: (user: IdentityUser | null) => void): () => void;
  signInWithEmail(email: string, password: string): Promise<void>;
  signUpWithEmail(email: string, password: string): Promise<void>;
  signInWithGoogle(): Promise<void>;
  /** Loads what the Google sign-in needs ahead of the click (login and signup pages only). */
  prepareGoogleSignIn(): void;
  signOut(): Promise<void>;
}

/** docs/product.md#limits-and-constants: a new account has under 5000 ms between creation and last sign-in. */
export const NEW_ACCOUNT_WINDOW_MS = 5000;

/** True when the account was just created, so the sign-up flow does the backend login itself. */
export function isNewAccount(user: IdentityUser): boolean {
  if (!user.creationTime || !user.lastSignInTime) return false;
  const created = Date.parse(user.creationTime);
  const lastSignIn = Date.parse(user.lastSignInTime);
  if (Number.isNaN(created) || Number.isNaN(lastSignIn)) return false;
  return Math.abs(lastSignIn - created) < NEW_ACCOUNT_WINDOW_MS;
}

/**
 * Resolves with the signed-in user, waiting up to `timeoutMs` for the sign-in state (docs/product.md#calls:
 * the backend login waits up to 5000 ms); rejects when no user appears in time.
 */
export function waitForUser(identity: IdentityProvider, timeoutMs: number): Promise<IdentityUser> {
  const present = identity.currentUser();
  if (present) return Promise.resolve(present);
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      unsubscribe();
      reject(new Error('No signed-in user'));
    }, timeoutMs);
    const unsubscribe = identity.onUserChanged((user) => {
      if (!user) return;
      clearTimeout(timer);
      // The listener may fire synchronously, before `unsubscribe` is assigned.
      queueMicrotask(() => unsubscribe());
      resolve(user);
    });
  });
}
