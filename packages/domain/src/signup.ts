// The signup form's checks (docs/product.md#validation), run before any call.
import { MIN_PASSWORD_LENGTH } from './limits';

/** docs/product.md#validation: signup, the confirmation differs. */
export const PASSWORD_MISMATCH_MESSAGE = 'A senha não confere com a confirmação.';
/** docs/product.md#validation: signup, the password is too short. */
export const PASSWORD_TOO_SHORT_MESSAGE = 'A senha deve ter pelo menos 6 caracteres.';

/** What the signup form checks before any call. */
export interface SignupInput {
  email: string;
  password: string;
  confirmation: string;
}

/**
 * In the product's order: the confirmation must match, then the password must have at least 6
 * characters. Returns the message to show, or null when the input may be sent. Email and password
 * presence is left to the fields' native `required`.
 */
export function validateSignup({ password, confirmation }: SignupInput): string | null {
  if (password !== confirmation) return PASSWORD_MISMATCH_MESSAGE;
  if (password.length < MIN_PASSWORD_LENGTH) return PASSWORD_TOO_SHORT_MESSAGE;
  return null;
}
