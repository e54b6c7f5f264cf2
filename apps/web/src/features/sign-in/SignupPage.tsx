// docs/product.md#screens-and-routes Signup page: the UI kit's SignupScreen bound to the auth session.
import { SignupScreen } from '@cnpj/ui/screens/SignupScreen';
import { Navigate } from 'react-router-dom';
import { useAuth } from '../../shared/auth/AuthProvider';
import { authMessages } from '../../shared/auth/messages';
import { config } from '../../shared/config';
import { analytics } from '../../shared/services/tracking';
import { useAuthForm, type AuthMethod } from './use-auth-form';

const trackSignUp = (method: AuthMethod) => analytics.trackSignUp(method);

/** The page at /signup. */
export default function SignupPage() {
  const { signUpWithEmail } = useAuth();
  const form = useAuthForm(trackSignUp);
  if (form.done) return <Navigate to={form.target} replace />;

  return (
    <SignupScreen
      {...form.screenProps}
      appName={config.appName}
      onSubmit={({ email, password }) =>
        // The screen already checked the confirmation (docs/product.md#validation); it hands over the password only.
        form.submit(() => signUpWithEmail(email, password, password), authMessages.signUpFailed)
      }
    />
  );
}
