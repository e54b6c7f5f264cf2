import type { FormEvent, ReactNode } from 'react';
import { Banner } from '../../../components/Banner';
import { Button } from '../../../components/Button';
import { TextField } from '../../../components/TextField';
import authForm from './auth-form.module.css';
import { GoogleButton } from './GoogleButton';

/** Props of {@link AuthForm}. */
export interface AuthFormProps {
  /** The form's accessible name and its submit text ("Acessar", "Cadastrar"). */
  action: string;
  /** The submit text while a request is in flight (docs/product.md#screens-and-routes). */
  busyLabel: string;
  /** The Google button text (docs/product.md#screens-and-routes). */
  googleLabel: string;
  busy: boolean;
  /** The message of the dismissible red banner; null hides it. */
  error: string | null;
  onDismissError: () => void;
  /** Called on submit, never while busy (a double click must not sign in twice). */
  onSubmit: () => void;
  onGoogle: () => void;
  /** The form's fields, above the submit button. */
  children: ReactNode;
}

/** The body shared by the login and signup screens: error banner, form, "ou" divider, Google button. */
export function AuthForm({
  action,
  busyLabel,
  googleLabel,
  busy,
  error,
  onDismissError,
  onSubmit,
  onGoogle,
  children,
}: AuthFormProps) {
  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!busy) onSubmit();
  }

  return (
    <>
      {error && (
        <Banner variant="error" onDismiss={onDismissError} dismissLabel="Fechar mensagem">
          {error}
        </Banner>
      )}
      <form className={authForm.form} onSubmit={handleSubmit} aria-label={action}>
        {children}
        <Button type="submit" fullWidth busy={busy} busyLabel={busyLabel}>
          {action}
        </Button>
      </form>
      <p className={authForm.divider}>ou</p>
      <GoogleButton onClick={onGoogle} disabled={busy}>
        {googleLabel}
      </GoogleButton>
    </>
  );
}

/** Props of {@link EmailField}. */
export interface EmailFieldProps {
  value: string;
  onChange: (value: string) => void;
}

/** The "E-mail" field both auth forms start with. */
export function EmailField({ value, onChange }: EmailFieldProps) {
  return (
    <TextField
      label="E-mail"
      type="email"
      name="email"
      autoComplete="email"
      required
      value={value}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}
