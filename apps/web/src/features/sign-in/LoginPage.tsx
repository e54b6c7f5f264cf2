// docs/product.md#screens-and-routes Login page: the UI kit's LoginScreen bound to the auth session.
import { LoginScreen } from '@cnpj/ui/screens/LoginScreen';
import { Navigate } from 'react-router-dom';
import { useAuth } from '../../shared/auth/AuthProvider';
import { authMessages } from '../../shared/auth/messages';
import { config } from '../../shared/config';
import { analytics } from '../../shared/services/tracking';
import { useAuthForm, type AuthMethod } from './use-auth-form';

const trackLogin = (method: AuthMethod) => analytics.trackLogin(method);

/** The page at /login. */
export default function LoginPage() {
  const { signInWithEmail } = useAuth();
  const form = useAuthForm(trackLogin);
  if (form.done) return <Navigate to={form.target} replace />;

  return (
    <LoginScreen
      {...form.screenProps}
      appName={config.appName}
      onSubmit={({ email, password }) =>
        form.submit(() => signInWithEmail(email, password), authMessages.signInFailed)
      }
    />
  );
}
