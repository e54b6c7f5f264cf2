import { useState } from 'react';
import { Logo } from '../../components/Logo';
import { PasswordField } from '../../components/PasswordField';
import { AuthForm, AuthLayout, EmailField } from '../shared/AuthLayout';
import type { AuthScreenProps } from '../shared/AuthLayout/credentials';
import { PlainLink } from '../shared/link';
import { authHref } from '../shared/redirect';

/** Props of {@link LoginScreen}. */
export type LoginScreenProps = AuthScreenProps & {
  /** The product's name (the app's configuration), shown with its mark above the form. */
  appName: string;
};

/**
 * docs/product.md#screens-and-routes Login page. The fields keep what the user typed when a sign-in fails, so only the wrong
 * part needs retyping.
 */
export function LoginScreen({
  appName,
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

  return (
    <AuthLayout
      brand={<Logo name={appName} size={36} />}
      title="Acesse sua conta"
      footer={
        <>
          Ainda não tem conta? <Link href={authHref('/signup', redirect)}>Cadastre-se</Link>
        </>
      }
    >
      <AuthForm
        action="Acessar"
        busyLabel="Acessando..."
        googleLabel="Acessar com Google"
        busy={busy}
        error={error}
        onDismissError={onDismissError}
        onSubmit={() => onSubmit({ email, password })}
        onGoogle={onGoogle}
      >
        <EmailField value={email} onChange={setEmail} />
        <PasswordField
          label="Senha"
          name="password"
          autoComplete="current-password"
          required
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
      </AuthForm>
    </AuthLayout>
  );
}
