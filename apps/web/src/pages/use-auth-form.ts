// Shared state of the login and signup pages: busy flag, the banner's error, the safe redirect
// target, and the Google popup made ready on arrival (SPEC §2, §4).
import { useCallback, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useAuth } from '../auth/AuthProvider';
import { AuthError } from '../auth/messages';
import { safeRedirect } from '../lib/safe-redirect';

/** What a login or signup page needs to run its actions. */
export interface AuthForm {
  busy: boolean;
  error: string | null;
  /** The raw `redirect` parameter, carried to the other auth page. */
  redirect: string | null;
  /** Where to go once signed in; only same-origin paths (safeRedirect). */
  target: string;
  /** True once the user is signed in to the backend: the page then navigates to `target`. */
  done: boolean;
  run(action: () => Promise<void>, fallbackMessage: string): void;
  dismissError(): void;
}

/** The state and runner of an auth form. */
export function useAuthForm(): AuthForm {
  const auth = useAuth();
  const { prepareGoogleSignIn } = auth;
  const [params] = useSearchParams();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const redirect = params.get('redirect');

  useEffect(() => prepareGoogleSignIn(), [prepareGoogleSignIn]);

  const run = useCallback((action: () => Promise<void>, fallbackMessage: string) => {
    setBusy(true);
    setError(null);
    action()
      .catch((failure: unknown) =>
        setError(failure instanceof AuthError ? failure.message : fallbackMessage),
      )
      .finally(() => setBusy(false));
  }, []);

  return {
    busy,
    error,
    redirect,
    target: safeRedirect(redirect),
    done: auth.status === 'signedIn' && auth.backendUserId !== null,
    run,
    dismissError: useCallback(() => setError(null), []),
  };
}
