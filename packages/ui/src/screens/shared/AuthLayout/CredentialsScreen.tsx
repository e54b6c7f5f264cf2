import { useState } from 'react';
import type { SignupInput } from '@cnpj/domain';
import { Logo } from '../../../components/Logo';
import { PasswordField } from '../../../components/PasswordField';
import { PlainLink } from '../link';
import { authHref } from '../redirect';
import { AuthForm, EmailField } from './AuthForm';
import { AuthLayout } from './AuthLayout';
import type { AuthScreenProps } from './credentials';

/** What tells the login page from the signup page (docs/product.md#screens-and-routes): texts, fields, local check. */
export interface CredentialsPage {
  /** The page heading. */
  title: string;
  /** The footer's question before the link to the other auth page ("Ainda não tem conta?"). */
  otherPrompt: string;
  /** The other auth page, the redirect carried along. */
  otherPath: '/login' | '/signup';
  /** The link's text ("Cadastre-se", "Acesse aqui"). */
  otherLink: string;
  /** The submit text, busy text and Google button text of {@link AuthForm}. */
  action: string;
  busyLabel: string;
  googleLabel: string;
  /** The password's autofill hint: the saved password to sign in, a new one to sign up. */
  passwordAutoComplete: 'current-password' | 'new-password';
  /**
   * Signup asks for the password twice and checks what was typed before any call
   * (docs/product.md#validation); its message shares the banner with the app's auth errors.
   */
  confirmation?: { label: string; validate: (input: SignupInput) => string | null };
}

/** Props of {@link CredentialsScreen}. */
export interface CredentialsScreenProps extends AuthScreenProps {
  page: CredentialsPage;
}

/**
 * What the user typed and the local check's message. A local message is dismissed first; a stale
 * auth error from the last attempt would reappear once the local one is dismissed, so a failed
 * check dismisses it too.
 */
function useCredentialsForm({
  page,
  error,
  onSubmit,
  onDismissError,
}: Pick<CredentialsScreenProps, 'page' | 'error' | 'onSubmit' | 'onDismissError'>) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [localError, setLocalError] = useState<string | null>(null);

  function submit() {
    const message = page.confirmation?.validate({ email, password, confirmation }) ?? null;
    setLocalError(message);
    if (message === null) onSubmit({ email, password });
    else if (error) onDismissError();
  }

  function dismiss() {
    if (localError) setLocalError(null);
    else onDismissError();
  }

  const fields = { email, setEmail, password, setPassword, confirmation, setConfirmation };
  return { fields, shownError: localError ?? error, submit, dismiss };
}

/**
 * The one login/signup page: the product's mark, the e-mail and password fields, the Google button
 * and the link to the other page. The fields keep what the user typed when an attempt fails, so only
 * the wrong part needs retyping.
 */
export function CredentialsScreen({
  page,
  appName,
  busy,
  error,
  redirect,
  onSubmit,
  onGoogle,
  onDismissError,
  linkComponent: Link = PlainLink,
}: CredentialsScreenProps) {
  const { fields, ...form } = useCredentialsForm({ page, error, onSubmit, onDismissError });
  return (
    <AuthLayout
      brand={<Logo name={appName} size={36} />}
      title={page.title}
      footer={
        <>
          {`${page.otherPrompt} `}
          <Link href={authHref(page.otherPath, redirect)}>{page.otherLink}</Link>
        </>
      }
    >
      <AuthForm
        action={page.action}
        busyLabel={page.busyLabel}
        googleLabel={page.googleLabel}
        busy={busy}
        error={form.shownError}
        onDismissError={form.dismiss}
        onSubmit={form.submit}
        onGoogle={onGoogle}
      >
        <EmailField value={fields.email} onChange={fields.setEmail} />
        <PasswordField
          label="Senha"
          name="password"
          autoComplete={page.passwordAutoComplete}
          required
          value={fields.password}
          onChange={(event) => fields.setPassword(event.target.value)}
        />
        {page.confirmation && (
          <PasswordField
            label={page.confirmation.label}
            name="confirmation"
            autoComplete="new-password"
            required
            value={fields.confirmation}
            onChange={(event) => fields.setConfirmation(event.target.value)}
          />
        )}
      </AuthForm>
    </AuthLayout>
  );
}
