// The one store of the backend session (localStorage keys backendAccessToken and backendUserId,
// docs/product.md#entities): the auth session reads and clears it, the API client writes it at login
// and reads the user id for the paths that name the user. Small on purpose: /login's first paint
// carries it without the client.
import { browserTokenStore, type TokenStore } from '@cnpj/api-client';

/** The backend session kept in this browser. */
export const sessionStore: TokenStore = browserTokenStore();
