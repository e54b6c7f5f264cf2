// SPEC §2 Login page: the UI kit's LoginScreen bound to the auth session.
import { LoginScreen } from '@cnpj/ui/screens/LoginScreen/index.ts';
import { Navigate } from 'react-router-dom';
import { useAuth } from '../auth/AuthProvider';
import { authMessages } from '../auth/messages';
import { ScreenLink } from '../routes/screen-link';
import { analytics } from '../services/tracking';
import { useAuthForm } from './use-auth-form';

/** The page at /login. */
export default function LoginPage() {
  const { signInWithEmail, signInWithGoogle } = useAuth();
  const form = useAuthForm();
  if (form.done) return <Navigate to={form.target} replace />;

  return (
    <LoginScreen
      busy={form.busy}
      error={form.error}
      redirect={form.redirect}
      linkComponent={ScreenLink}
      onDismissError={form.dismissError}
      onSubmit={({ email, password }) =>
        form.run(async () => {
          await signInWithEmail(email, password);
          await analytics.trackLogin('password');
        }, authMessages.signInFailed)
      }
      onGoogle={() =>
        form.run(async () => {
          await signInWithGoogle();
          await analytics.trackLogin('google');
        }, authMessages.googleFailed)
      }
    />
  );
}
