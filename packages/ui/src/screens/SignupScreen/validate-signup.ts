/** Minimum password length (SPEC §9). */
export const MIN_PASSWORD_LENGTH = 6;

/** What the signup form checks before any call. */
export interface SignupInput {
  email: string;
  password: string;
  confirmation: string;
}

/**
 * SPEC §5 signup rules, in SPEC's order: the confirmation must match, then the password must have at
 * least 6 characters. Returns the message to show, or null when the input may be sent. Email and
 * password presence is left to the fields' native `required`.
 */
export function validateSignup({ password, confirmation }: SignupInput): string | null {
  if (password !== confirmation) return 'A senha não confere com a confirmação.';
  if (password.length < MIN_PASSWORD_LENGTH) return 'A senha deve ter pelo menos 6 caracteres.';
  return null;
}
