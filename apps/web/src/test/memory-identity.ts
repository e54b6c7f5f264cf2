// An in-memory identity provider for jsdom tests of the auth rules (the app uses Firebase).
import type { IdentityProvider, IdentityUser } from '../shared/auth/identity';

/** Options of a test account. */
export interface MemoryAccount {
  email: string;
  password: string;
  /** Milliseconds between creation and last sign-in; under 5000 means "new account". */
  ageMs?: number;
}

/** The in-memory provider with test controls. */
export interface MemoryIdentity extends IdentityProvider {
  /** Makes `user` the signed-in user (as if restored from persistence) and notifies listeners. */
  emit(user: IdentityUser | null): void;
  /** Makes the next identity call fail. */
  failNext(): void;
  signOutCalls: number;
}

/** Builds an identity user whose creation and last sign-in are `ageMs` apart. */
export function buildIdentityUser(email: string, ageMs = 60_000): IdentityUser {
  const lastSignIn = Date.UTC(2025, 0, 10, 12);
  return {
    uid: `uid-${email}`,
    email,
    displayName: null,
    photoURL: null,
    creationTime: new Date(lastSignIn - ageMs).toISOString(),
    lastSignInTime: new Date(lastSignIn).toISOString(),
    getIdToken: async () => `id-token-for-${email}`,
  };
}

/** Creates an in-memory identity provider holding the given accounts. */
export function memoryIdentity(accounts: MemoryAccount[] = []): MemoryIdentity {
  const listeners = new Set<(user: IdentityUser | null) => void>();
  let current: IdentityUser | null = null;
  let failing = false;
  const emit = (user: IdentityUser | null) => {
    current = user;
    listeners.forEach((listener) => listener(user));
  };
  const attempt = async (next: () => IdentityUser) => {
    if (failing) {
      failing = false;
      throw new Error('auth/internal-error');
    }
    emit(next());
  };
  const account = (email: string, password: string) => {
    const found = accounts.find((a) => a.email === email && a.password === password);
    if (!found) throw new Error('auth/invalid-credential');
    return buildIdentityUser(email, found.ageMs);
  };
  return {
    signOutCalls: 0,
    currentUser: () => current,
    onUserChanged(listener) {
      listeners.add(listener);
      queueMicrotask(() => listeners.has(listener) && listener(current));
      return () => listeners.delete(listener);
    },
    emit,
    failNext: () => {
      failing = true;
    },
    signInWithEmail: (email, password) => attempt(() => account(email, password)),
    signUpWithEmail: (email, password) =>
      attempt(() => {
        if (accounts.some((a) => a.email === email)) throw new Error('auth/email-already-in-use');
        accounts.push({ email, password, ageMs: 0 });
        return buildIdentityUser(email, 0);
      }),
    signInWithGoogle: () => attempt(() => buildIdentityUser('google@example.com')),
    prepareGoogleSignIn: () => undefined,
    async signOut() {
      this.signOutCalls += 1;
      if (failing) {
        failing = false;
        throw new Error('auth/network-request-failed');
      }
      emit(null);
    },
  };
}
