// Shared state of the login and signup pages: busy flag, the banner's error, the safe redirect
// target, the Google popup made ready on arrival, and the analytics event of each way in (docs/product.md#screens-and-routes, #states-and-transitions).
import type { LoginScreenProps } from '@cnpj/ui/screens/LoginScreen';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useAuth } from '../../shared/auth/AuthProvider';
import { AuthError, authMessages } from '../../shared/auth/messages';
import { safeRedirect } from '../../shared/lib/safe-redirect';
import { ScreenLink } from '../../shared/navigation/screen-link';

/** How the user got in, as the analytics events name it. */
export type AuthMethod = 'password' | 'google';

/** What a login or signup page needs to run its actions. */
export interface AuthForm {
  /** The screen props both auth pages pass the same way (all but `onSubmit`; signup takes the same props). */
  /** Everything but the submit and the product's name, which each page adds. */
  screenProps: Omit<LoginScreenProps, 'onSubmit' | 'appName'>;
  /** Where to go once signed in; only same-origin paths (safeRedirect). */
  target: string;
  /** True once the user is signed in to the backend: the page then navigates to `target`. */
  done: boolean;
  /** Runs the e-mail action, then tracks a 'password' event; failures become the banner's message. */
  submit(action: () => Promise<void>, fallbackMessage: string): void;
}

/** The state and runner of an auth form; `track` records a successful login or signup. */
export function useAuthForm(track: (method: AuthMethod) => Promise<void>): AuthForm {
  const auth = useAuth();
  const { prepareGoogleSignIn, signInWithGoogle } = auth;
  const [params] = useSearchParams();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const redirect = params.get('redirect');

  useEffect(() => prepareGoogleSignIn(), [prepareGoogleSignIn]);

  const run = (action: () => Promise<void>, method: AuthMethod, fallbackMessage: string) => {
    setBusy(true);
    setError(null);
    action()
      .then(() => track(method))
      .catch((failure: unknown) =>
        setError(failure instanceof AuthError ? failure.message : fallbackMessage),
      )
      .finally(() => setBusy(false));
  };

  return {
    screenProps: {
      busy,
      error,
      redirect,
      linkComponent: ScreenLink,
      onDismissError: () => setError(null),
      onGoogle: () => run(signInWithGoogle, 'google', authMessages.googleFailed),
    },
    target: safeRedirect(redirect),
    done: auth.status === 'signedIn' && auth.backendSignedIn,
    submit: (action, fallbackMessage) => run(action, 'password', fallbackMessage),
  };
}
