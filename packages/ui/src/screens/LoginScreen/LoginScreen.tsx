import { useState, type FormEvent } from 'react';
import { Banner } from '../../components/Banner';
import { Button } from '../../components/Button';
import { PasswordField } from '../../components/PasswordField';
import { TextField } from '../../components/TextField';
import { AuthLayout } from '../shared/AuthLayout';
import authForm from '../shared/AuthLayout/auth-form.module.css';
import { PlainLink, type LinkComponent } from '../shared/link';
import { authHref } from '../shared/redirect';
import { GoogleButton } from './parts/GoogleButton';
import type { Credentials } from './parts/credentials';

/** Props of {@link LoginScreen}. */
export interface LoginScreenProps {
  /** A sign-in is in flight: the submit shows "Acessando..." (SPEC §2). */
  busy: boolean;
  /** An auth error of SPEC §8 shown in the red banner; null hides it. */
  error: string | null;
  /** The `redirect` query parameter, carried to the signup link (SPEC §2 access rules). */
  redirect?: string | null;
  onSubmit: (credentials: Credentials) => void;
  onGoogle: () => void;
  onDismissError: () => void;
  /** Renders in-app links (the app passes its router's link); a plain anchor by default. */
  linkComponent?: LinkComponent;
}

/**
 * SPEC §2 Login page. The fields keep what the user typed when a sign-in fails, so only the wrong
 * part needs retyping.
 */
export function LoginScreen({
  busy,
  error,
  redirect,
  onSubmit,
  onGoogle,
  onDismissError,
  linkComponent: Link = PlainLink,
}: LoginScreenProps) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    onSubmit({ email, password });
  }

  return (
    <AuthLayout
      title="Acesse sua conta"
      footer={
        <>
          Ainda não tem conta? <Link href={authHref('/signup', redirect)}>Cadastre-se</Link>
        </>
      }
    >
      {error && (
        <Banner variant="error" onDismiss={onDismissError} dismissLabel="Fechar mensagem">
          {error}
        </Banner>
      )}
      <form className={authForm.form} onSubmit={handleSubmit} aria-label="Acessar">
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
          autoComplete="current-password"
          required
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
        <Button type="submit" fullWidth busy={busy} busyLabel="Acessando...">
          Acessar
        </Button>
      </form>
      <p className={authForm.divider}>ou</p>
      <GoogleButton onClick={onGoogle} disabled={busy}>
        Acessar com Google
      </GoogleButton>
    </AuthLayout>
  );
}
