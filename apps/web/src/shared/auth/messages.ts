// User-facing auth texts, to the letter of docs/product.md#validation, #errors. The texts live in the
// domain (the mock's QA console quotes them too); this names them for the auth flows.
import {
  GOOGLE_SIGN_IN_FAILED_MESSAGE,
  LOGOUT_FAILED_MESSAGE,
  SIGN_IN_FAILED_MESSAGE,
  SIGN_UP_FAILED_MESSAGE,
  SYNC_FAILED_MESSAGE,
} from '@cnpj/domain';

/** The error texts of the auth flows (docs/product.md#errors). */
export const authMessages = {
  syncFailed: SYNC_FAILED_MESSAGE,
  signInFailed: SIGN_IN_FAILED_MESSAGE,
  signUpFailed: SIGN_UP_FAILED_MESSAGE,
  googleFailed: GOOGLE_SIGN_IN_FAILED_MESSAGE,
  logoutFailed: LOGOUT_FAILED_MESSAGE,
} as const;

/** An auth failure whose message is meant for the user's eyes (the login/signup banner). */
export class AuthError extends Error {
  override readonly name = 'AuthError';
}
