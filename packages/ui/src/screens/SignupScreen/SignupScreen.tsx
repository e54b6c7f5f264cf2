import { validateSignup } from '@cnpj/domain';
import { CredentialsScreen, type CredentialsPage } from '../shared/AuthLayout';
import type { AuthScreenProps } from '../shared/AuthLayout/credentials';

/** Props of {@link SignupScreen}. */
export type SignupScreenProps = AuthScreenProps;

const signupPage: CredentialsPage = {
  title: 'Crie sua conta',
  otherPrompt: 'Já tem uma conta?',
  otherPath: '/login',
  otherLink: 'Acesse aqui',
  action: 'Cadastrar',
  busyLabel: 'Criando conta...',
  googleLabel: 'Cadastrar com Google',
  passwordAutoComplete: 'new-password',
  confirmation: { label: 'Confirmação da senha', validate: validateSignup },
};

/**
 * docs/product.md#screens-and-routes Signup page. Local validation (docs/product.md#validation) runs before any call and its message shares the
 * dismissible banner with the app's auth errors; typed values survive every error.
 */
export function SignupScreen(props: SignupScreenProps) {
  return <CredentialsScreen page={signupPage} {...props} />;
}
