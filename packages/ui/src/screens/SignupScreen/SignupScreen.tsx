import { useState } from 'react';
import { Logo } from '../../components/Logo';
import { PasswordField } from '../../components/PasswordField';
import { AuthForm, AuthLayout, EmailField } from '../shared/AuthLayout';
import type { AuthScreenProps } from '../shared/AuthLayout/credentials';
import { PlainLink } from '../shared/link';
import { authHref } from '../shared/redirect';
import { validateSignup } from '@cnpj/domain';

/** Props of {@link SignupScreen}. */
export type SignupScreenProps = AuthScreenProps & {
  /** The product's name (the app's configuration), shown with its mark above the form. */
  appName: string;
};

/**
 * docs/product.md#screens-and-routes Signup page. Local validation (docs/product.md#validation) runs before any call and its message shares the
 * dismissible banner with the app's auth errors; typed values survive every error.
 */
export function SignupScreen({
  appName,
  busy,
  error,
  redirect,
  onSubmit,
  onGoogle,
  onDismissError,
  linkComponent: Link = PlainLink,
}: SignupScreenProps) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [localError, setLocalError] = useState<string | null>(null);

  function submit() {
    const message = validateSignup({ email, password, confirmation });
    setLocalError(message);
    if (message === null) onSubmit({ email, password });
    // A stale auth error from the last attempt would reappear once the local one is dismissed.
    else if (error) onDismissError();
  }

  function dismiss() {
    if (localError) setLocalError(null);
    else onDismissError();
  }

  return (
    <AuthLayout
      brand={<Logo name={appName} size={36} />}
      title="Crie sua conta"
      footer={
        <>
          Já tem uma conta? <Link href={authHref('/login', redirect)}>Acesse aqui</Link>
        </>
      }
    >
      <AuthForm
        action="Cadastrar"
        busyLabel="Criando conta..."
        googleLabel="Cadastrar com Google"
        busy={busy}
        error={localError ?? error}
        onDismissError={dismiss}
        onSubmit={submit}
        onGoogle={onGoogle}
      >
        <EmailField value={email} onChange={setEmail} />
        <PasswordField
          label="Senha"
          name="password"
          autoComplete="new-password"
          required
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
        <PasswordField
          label="Confirmação da senha"
          name="confirmation"
          autoComplete="new-password"
          required
          value={confirmation}
          onChange={(event) => setConfirmation(event.target.value)}
        />
      </AuthForm>
    </AuthLayout>
  );
}
