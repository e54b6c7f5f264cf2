// User-facing auth texts, to the letter of SPEC §5 and §8.

/** The error texts of the auth flows (SPEC §8). */
export const authMessages = {
  syncFailed: 'Falha ao sincronizar com o servidor.',
  signInFailed: 'Falha ao autenticar. Por favor verifique seu email e senha.',
  signUpFailed: 'Falha ao criar conta. Verifique se o e-mail já está em uso na plataforma.',
  googleFailed: 'Falha ao acessar com o Google.',
  logoutFailed: 'Falha ao sair.',
  passwordMismatch: 'A senha não confere com a confirmação.',
  passwordTooShort: 'A senha deve ter pelo menos 6 caracteres.',
} as const;

/** An auth failure whose message is meant for the user's eyes (the login/signup banner). */
export class AuthError extends Error {
  override readonly name = 'AuthError';
}

/** SPEC §9: minimum password length. */
export const MIN_PASSWORD_LENGTH = 6;

/**
 * Signup checks, in SPEC §5's order and before any call: confirmation first, then length.
 * Returns the message to show, or null when the form may be sent.
 */
export function validateSignup(password: string, confirmation: string): string | null {
  if (password !== confirmation) return authMessages.passwordMismatch;
  if (password.length < MIN_PASSWORD_LENGTH) return authMessages.passwordTooShort;
  return null;
}
