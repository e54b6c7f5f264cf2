// User-facing auth texts, to the letter of docs/product.md#validation, #errors.

/** The error texts of the auth flows (docs/product.md#errors). */
export const authMessages = {
  syncFailed: 'Falha ao sincronizar com o servidor.',
  signInFailed: 'Falha ao autenticar. Por favor verifique seu email e senha.',
  signUpFailed: 'Falha ao criar conta. Verifique se o e-mail já está em uso na plataforma.',
  googleFailed: 'Falha ao acessar com o Google.',
  logoutFailed: 'Falha ao sair.',
} as const;

/** An auth failure whose message is meant for the user's eyes (the login/signup banner). */
export class AuthError extends Error {
  override readonly name = 'AuthError';
}
