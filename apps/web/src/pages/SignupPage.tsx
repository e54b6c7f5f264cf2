// SPEC §2 Signup page. A plain form with the spec's texts until the UI kit's SignupScreen lands;
// validation (SPEC §5) and errors (SPEC §8) come from the auth session.
import { useState, type FormEvent } from 'react';
import { Link, Navigate } from 'react-router-dom';
import { useAuth } from '../auth/AuthProvider';
import { authMessages } from '../auth/messages';
import { analytics } from '../services/tracking';
import { useAuthForm } from './use-auth-form';

/** The page at /signup. */
export default function SignupPage() {
  const { signUpWithEmail, signInWithGoogle } = useAuth();
  const form = useAuthForm();
  const [fields, setFields] = useState({ email: '', password: '', confirmation: '' });
  if (form.done) return <Navigate to={form.target} replace />;

  const set = (name: keyof typeof fields) => (event: { target: { value: string } }) =>
    setFields((current) => ({ ...current, [name]: event.target.value }));
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    form.run(async () => {
      await signUpWithEmail(fields.email, fields.password, fields.confirmation);
      await analytics.trackSignUp('password');
    }, authMessages.signUpFailed);
  };
  const loginHref = form.redirect
    ? `/login?redirect=${encodeURIComponent(form.redirect)}`
    : '/login';

  return (
    <main>
      <h1>Crie sua conta</h1>
      {form.error && (
        <div role="alert">
          {form.error}
          <button type="button" onClick={form.dismissError}>
            Fechar
          </button>
        </div>
      )}
      <form onSubmit={onSubmit} aria-label="Cadastrar">
        <label>
          E-mail <input type="email" required value={fields.email} onChange={set('email')} />
        </label>
        <label>
          Senha{' '}
          <input type="password" required value={fields.password} onChange={set('password')} />
        </label>
        <label>
          Confirmar senha
          <input
            type="password"
            required
            value={fields.confirmation}
            onChange={set('confirmation')}
          />
        </label>
        <button type="submit" disabled={form.busy}>
          {form.busy ? 'Criando conta...' : 'Cadastrar'}
        </button>
      </form>
      <button
        type="button"
        disabled={form.busy}
        onClick={() =>
          form.run(async () => {
            await signInWithGoogle();
            await analytics.trackSignUp('google');
          }, authMessages.googleFailed)
        }
      >
        Cadastrar com Google
      </button>
      <p>
        Já tem conta? <Link to={loginHref}>Acessar</Link>
      </p>
    </main>
  );
}
