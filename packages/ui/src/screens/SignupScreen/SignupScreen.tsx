import { useState, type FormEvent } from 'react';
import { Banner } from '../../components/Banner';
import { Button } from '../../components/Button';
import { PasswordField } from '../../components/PasswordField';
import { TextField } from '../../components/TextField';
import { GoogleButton } from '../LoginScreen/parts/GoogleButton';
import type { Credentials } from '../LoginScreen/parts/credentials';
import { AuthLayout } from '../shared/AuthLayout';
import authForm from '../shared/AuthLayout/auth-form.module.css';
import { PlainLink, type LinkComponent } from '../shared/link';
import { authHref } from '../shared/redirect';
import { validateSignup } from './validate-signup';

/** Props of {@link SignupScreen}. */
export interface SignupScreenProps {
  /** An account creation is in flight: the submit shows "Criando conta..." (SPEC §2). */
  busy: boolean;
  /** An auth error of SPEC §8 from the app; local validation messages are shown by the screen itself. */
  error: string | null;
  /** The `redirect` query parameter, carried to the login link. */
  redirect?: string | null;
  /** Called only when SPEC §5's local validation passes. */
  onSubmit: (credentials: Credentials) => void;
  onGoogle: () => void;
  onDismissError: () => void;
  /** Renders in-app links; a plain anchor by default. */
  linkComponent?: LinkComponent;
}

/**
 * SPEC §2 Signup page. Local validation (SPEC §5) runs before any call and its message shares the
 * dismissible banner with the app's auth errors; typed values survive every error.
 */
export function SignupScreen({
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

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const message = validateSignup({ email, password, confirmation });
    setLocalError(message);
    if (message === null) onSubmit({ email, password });
    // A stale auth error from the last attempt would reappear once the local one is dismissed.
    else if (error) onDismissError();
  }

  const shownError = localError ?? error;

  function dismiss() {
    if (localError) setLocalError(null);
    else onDismissError();
  }

  return (
    <AuthLayout
      title="Crie sua conta"
      footer={
        <>
          Já tem uma conta? <Link href={authHref('/login', redirect)}>Acesse aqui</Link>
        </>
      }
    >
      {shownError && (
        <Banner variant="error" onDismiss={dismiss} dismissLabel="Fechar mensagem">
          {shownError}
        </Banner>
      )}
      <form className={authForm.form} onSubmit={handleSubmit} aria-label="Cadastrar">
        <TextField
          label="E-mail"
          type="email"
          name="email"
          autoComplete="email"
          required
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
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
        <Button type="submit" fullWidth busy={busy} busyLabel="Criando conta...">
          Cadastrar
        </Button>
      </form>
      <p className={authForm.divider}>ou</p>
      <GoogleButton onClick={onGoogle} disabled={busy}>
        Cadastrar com Google
      </GoogleButton>
    </AuthLayout>
  );
}
