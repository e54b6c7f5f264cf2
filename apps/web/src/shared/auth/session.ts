// The auth rules of docs/product.md#states-and-transitions, free of React and of Firebase so they can be tested with an
// in-memory identity: backend login after sign-in, the new-account rule, clearing the stored
// session when the identity user is absent, logout and the forceLogout event.
import { logError } from '../lib/log';
import {
  isNewAccount,
  waitForUser,
  type IdentityProvider,
  type IdentityUser,
  type SessionUser,
} from './identity';
import { FORCE_LOGOUT_EVENT } from '@cnpj/api-client';
import { validateSignup } from '@cnpj/domain';
import { AuthError, authMessages } from './messages';
import type { ProfileCache } from './profile-cache';

/** The backend calls the session needs (the API client satisfies it). */
export interface SessionBackend {
  /** POST /login; the client stores the access token and user id itself, and the session reads them there. */
  login(idToken: string): Promise<unknown>;
  /** POST /logout. */
  logout(): Promise<unknown>;
}

/**
 * The stored backend session (the client's token store: keys backendAccessToken, backendUserId),
 * which also holds the identity uid for the calls whose paths carry it.
 */
export interface StoredSession {
  getAccessToken(): string | null;
  getUserId(): string | null;
  setIdentityUid(uid: string | null): void;
  clear(): void;
}

/**
 * What the app knows about the sign-in right now. `restored`: a backend session and profile kept
 * from the last visit, which the identity provider has not confirmed yet (decision 014); it becomes
 * `signedIn`, or `signedOut` with everything cleared, once the provider answers.
 */
export interface AuthSnapshot {
  readonly status: 'loading' | 'restored' | 'signedOut' | 'signedIn';
  readonly user: SessionUser | null;
  /**
   * True once the backend login succeeded or a stored backend session was found. The user id
   * itself stays in the client's token store, which fills the paths that name the user.
   */
  readonly backendSignedIn: boolean;
  readonly syncError: string | null;
}

/** Everything the session needs from outside; tests pass fakes. */
export interface SessionDeps {
  identity: IdentityProvider;
  backend: SessionBackend;
  stored: StoredSession;
  /** Where logout sends the browser (the marketing site). */
  leave: () => void;
  /** Where the `forceLogout` event is heard. */
  events?: EventTarget;
  /** docs/product.md#limits-and-constants: 5000 ms wait for sign-in state before the backend login. */
  loginWaitMs?: number;
  /** The last confirmed profile; without it a visit always waits for the identity provider. */
  profile?: ProfileCache;
}

/** The auth session: an observable snapshot plus the sign-in, sign-up and logout actions. */
export interface AuthSession {
  getSnapshot(): AuthSnapshot;
  subscribe(listener: () => void): () => void;
  /** Starts following the identity provider and the forceLogout event; returns the stop. */
  start(): () => void;
  signInWithEmail(email: string, password: string): Promise<void>;
  signUpWithEmail(email: string, password: string, confirmation: string): Promise<void>;
  signInWithGoogle(): Promise<void>;
  /** Readies the Google popup so the click opens it at once (login and signup pages). */
  prepareGoogleSignIn(): void;
  /** The backend login for the current identity user (skipped when a token is stored). */
  syncBackend(): Promise<void>;
  logout(): Promise<void>;
}

const INITIAL: AuthSnapshot = {
  status: 'loading',
  user: null,
  backendSignedIn: false,
  syncError: null,
};

function toSessionUser(user: IdentityUser): SessionUser {
  return {
    uid: user.uid,
    email: user.email,
    displayName: user.displayName,
    photoURL: user.photoURL,
  };
}

/** True when the store holds a whole backend session: a token and the user id it belongs to. */
function hasBackendSession(stored: StoredSession): boolean {
  return Boolean(stored.getAccessToken() && stored.getUserId());
}

/** The first snapshot: `restored` when a backend session and its profile were kept, else loading. */
function initialSnapshot(stored: StoredSession, profile: ProfileCache | undefined): AuthSnapshot {
  const user = hasBackendSession(stored) ? (profile?.read() ?? null) : null;
  return user ? { ...INITIAL, status: 'restored', user, backendSignedIn: true } : INITIAL;
}

/** The observable snapshot; every change also keeps the store's identity uid in step. */
function createSnapshotStore(stored: StoredSession, profile: ProfileCache | undefined) {
  const listeners = new Set<() => void>();
  let snapshot = initialSnapshot(stored, profile);
  // The client reads the identity uid from the store, as it reads the backend user id: no page passes it.
  stored.setIdentityUid(snapshot.user?.uid ?? null);
  return {
    get: () => snapshot,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    update(patch: Partial<AuthSnapshot>) {
      snapshot = { ...snapshot, ...patch };
      stored.setIdentityUid(snapshot.user?.uid ?? null);
      listeners.forEach((listener) => listener());
    },
  };
}

type SnapshotStore = ReturnType<typeof createSnapshotStore>;

/** docs/product.md#calls: POST /login is skipped when a token is stored; concurrent callers share one call. */
function createBackendSync(deps: SessionDeps, store: SnapshotStore, forget: () => void) {
  const { identity, backend, stored } = deps;
  let inFlight: Promise<void> | null = null;

  const login = async () => {
    const user = await waitForUser(identity, deps.loginWaitMs ?? 5000);
    await backend.login(await user.getIdToken());
    store.update({ backendSignedIn: hasBackendSession(stored), syncError: null });
  };

  return async () => {
    if (stored.getAccessToken()) {
      store.update({ backendSignedIn: hasBackendSession(stored) });
      return;
    }
    inFlight ??= login().finally(() => {
      inFlight = null;
    });
    try {
      await inFlight;
    } catch (error) {
      logError('Backend login failed', error);
      forget();
      store.update({ backendSignedIn: false, syncError: authMessages.syncFailed });
      throw new AuthError(authMessages.syncFailed);
    }
  };
}

/** What a change of the identity user does: none clears everything; one is kept and logged in to the backend. */
function createUserFollower(
  deps: SessionDeps,
  store: SnapshotStore,
  forget: () => void,
  syncBackend: () => Promise<void>,
) {
  const { stored, profile } = deps;
  return (user: IdentityUser | null) => {
    if (!user) {
      forget();
      store.update({ status: 'signedOut', user: null, backendSignedIn: false });
      return;
    }
    const confirmed = toSessionUser(user);
    profile?.write(confirmed);
    store.update({
      status: 'signedIn',
      user: confirmed,
      backendSignedIn: hasBackendSession(stored),
    });
    // A just-created account is logged in by the sign-up flow itself (docs/product.md#states-and-transitions).
    if (!stored.getAccessToken() && !isNewAccount(user)) void syncBackend().catch(() => undefined);
  };
}

/** Logout: the backend's if it answers, the identity provider's, then away to the marketing site. */
function createLogout(deps: SessionDeps, forget: () => void) {
  return async () => {
    try {
      await deps.backend.logout();
    } catch (error) {
      // The backend session expires on its own; the user must still be able to leave.
      console.warn('Backend logout failed', error);
    }
    try {
      await deps.identity.signOut();
    } catch (error) {
      logError('Sign-out failed', error);
      throw new AuthError(authMessages.logoutFailed);
    } finally {
      forget();
    }
    deps.leave();
  };
}

/** Follows the identity provider and the forceLogout event; returns the stop. */
function follow(
  deps: SessionDeps,
  onUser: (user: IdentityUser | null) => void,
  logout: () => Promise<void>,
): () => void {
  const stopIdentity = deps.identity.onUserChanged(onUser);
  const events = deps.events ?? window;
  const onForceLogout = () => void logout().catch(() => undefined);
  events.addEventListener(FORCE_LOGOUT_EVENT, onForceLogout);
  return () => {
    stopIdentity();
    events.removeEventListener(FORCE_LOGOUT_EVENT, onForceLogout);
  };
}

/** Creates the auth session over the given identity provider and backend. */
export function createAuthSession(deps: SessionDeps): AuthSession {
  const { identity, stored, profile } = deps;
  const store = createSnapshotStore(stored, profile);
  /** Forgets the backend session and the profile kept with it. */
  const forget = () => {
    stored.clear();
    profile?.clear();
  };
  const syncBackend = createBackendSync(deps, store, forget);
  const logout = createLogout(deps, forget);
  const onUser = createUserFollower(deps, store, forget, syncBackend);

  /** Runs an identity call, mapping its failure to the given message, then logs in to the backend. */
  const signIn = async (call: () => Promise<void>, failure: string) => {
    store.update({ syncError: null });
    try {
      await call();
    } catch (error) {
      console.warn('Identity sign-in failed', error);
      throw new AuthError(failure);
    }
    await syncBackend();
  };

  return {
    getSnapshot: store.get,
    subscribe: store.subscribe,
    start: () => follow(deps, onUser, logout),
    signInWithEmail: (email, password) =>
      signIn(() => identity.signInWithEmail(email, password), authMessages.signInFailed),
    async signUpWithEmail(email, password, confirmation) {
      const invalid = validateSignup({ email, password, confirmation });
      if (invalid) throw new AuthError(invalid);
      await signIn(() => identity.signUpWithEmail(email, password), authMessages.signUpFailed);
    },
    signInWithGoogle: () => signIn(() => identity.signInWithGoogle(), authMessages.googleFailed),
    prepareGoogleSignIn: () => identity.prepareGoogleSignIn(),
    syncBackend,
    logout,
  };
}
