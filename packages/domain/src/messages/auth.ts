// The banners of the login, signup and logout flows, word for word from docs/product.md#errors.

/** docs/product.md#errors: the backend login (POST /login) after sign-in failed. */
export const SYNC_FAILED_MESSAGE = 'Falha ao sincronizar com o servidor.';
/** docs/product.md#errors: e-mail sign-in failed. */
export const SIGN_IN_FAILED_MESSAGE = 'Falha ao autenticar. Por favor verifique seu email e senha.';
/** docs/product.md#errors: sign-up failed. */
export const SIGN_UP_FAILED_MESSAGE =
  'Falha ao criar conta. Verifique se o e-mail já está em uso na plataforma.';
/** docs/product.md#errors: Google sign-in failed. */
export const GOOGLE_SIGN_IN_FAILED_MESSAGE = 'Falha ao acessar com o Google.';
/** docs/product.md#errors: logout failed. */
export const LOGOUT_FAILED_MESSAGE = 'Falha ao sair.';
