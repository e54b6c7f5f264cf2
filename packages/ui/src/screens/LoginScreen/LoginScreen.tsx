import { CredentialsScreen, type CredentialsPage } from '../shared/AuthLayout';
import type { AuthScreenProps } from '../shared/AuthLayout/credentials';

/** Props of {@link LoginScreen}. */
export type LoginScreenProps = AuthScreenProps;

const loginPage: CredentialsPage = {
  title: 'Acesse sua conta',
  otherPrompt: 'Ainda não tem conta?',
  otherPath: '/signup',
  otherLink: 'Cadastre-se',
  action: 'Acessar',
  busyLabel: 'Acessando...',
  googleLabel: 'Acessar com Google',
  passwordAutoComplete: 'current-password',
};

/**
 * docs/product.md#screens-and-routes Login page. The fields keep what the user typed when a sign-in fails, so only the wrong
 * part needs retyping.
 */
export function LoginScreen(props: LoginScreenProps) {
  return <CredentialsScreen page={loginPage} {...props} />;
}
