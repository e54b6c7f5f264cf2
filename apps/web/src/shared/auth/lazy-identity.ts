// The identity provider whose SDK arrives after the first render (performance budget): the kept
// session (decision 014) already draws the signed-in pages before the provider answers, so the
// Firebase SDK, a third of the entry's code, need not be in every page's first load.
import type { IdentityProvider, IdentityUser } from './identity';

/**
 * An IdentityProvider that loads the real one on first use (or when `load` is called early).
 * Until it has arrived there is no current user (the state is not known yet), a listener is
 * subscribed once it arrives (unless it unsubscribed in between), and every action waits for it.
 */
export function lazyIdentity(load: () => Promise<IdentityProvider>): IdentityProvider {
  let loaded: IdentityProvider | null = null;
  let pending: Promise<IdentityProvider> | null = null;
  const provider = () => {
    pending ??= load().then((identity) => (loaded = identity));
    return pending;
  };
  return {
    currentUser: (): IdentityUser | null => loaded?.currentUser() ?? null,
    onUserChanged(listener) {
      if (loaded) return loaded.onUserChanged(listener);
      let stop: (() => void) | null = null;
      let cancelled = false;
      provider().then(
        (identity) => {
          if (!cancelled) stop = identity.onUserChanged(listener);
        },
        // The session then stays as it was (a kept session keeps drawing); the next action retries.
        (error: unknown) => {
          pending = null;
          console.warn('Identity provider failed to load', error);
        },
      );
      return () => {
        cancelled = true;
        stop?.();
      };
    },
    signInWithEmail: async (email, password) => (await provider()).signInWithEmail(email, password),
    signUpWithEmail: async (email, password) => (await provider()).signUpWithEmail(email, password),
    signInWithGoogle: async () => (await provider()).signInWithGoogle(),
    prepareGoogleSignIn() {
      provider().then(
        (identity) => identity.prepareGoogleSignIn(),
        () => undefined,
      );
    },
    signOut: async () => (await provider()).signOut(),
  };
}
