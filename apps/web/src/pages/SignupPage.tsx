// SPEC §2 Signup page: the UI kit's SignupScreen bound to the auth session.
import { SignupScreen } from '@cnpj/ui/screens/SignupScreen/index.ts';
import { Navigate } from 'react-router-dom';
import { useAuth } from '../auth/AuthProvider';
import { authMessages } from '../auth/messages';
import { ScreenLink } from '../routes/screen-link';
import { analytics } from '../services/tracking';
import { useAuthForm } from './use-auth-form';

/** The page at /signup. */
export default function SignupPage() {
  const { signUpWithEmail, signInWithGoogle } = useAuth();
  const form = useAuthForm();
  if (form.done) return <Navigate to={form.target} replace />;

  return (
    <SignupScreen
      busy={form.busy}
      error={form.error}
      redirect={form.redirect}
      linkComponent={ScreenLink}
      onDismissError={form.dismissError}
      onSubmit={({ email, password }) =>
        form.run(async () => {
          // The screen already checked the confirmation (SPEC §5); it hands over the password only.
          await signUpWithEmail(email, password, password);
          await analytics.trackSignUp('password');
        }, authMessages.signUpFailed)
      }
      onGoogle={() =>
        form.run(async () => {
          await signInWithGoogle();
          await analytics.trackSignUp('google');
        }, authMessages.googleFailed)
      }
    />
  );
}
