// The one API client of the app (docs/product.md#calls): the configured base, the browser token store, and
// the forceLogout window event when the refresh fails (docs/product.md#errors), which the auth session hears.
import { browserTokenStore, createApiClient, type ApiClient, type TokenStore } from '@cnpj/api-client';
import { FORCE_LOGOUT_EVENT } from '../auth/session';
import { config } from '../config';

/** The stored backend session (localStorage keys backendAccessToken and backendUserId). */
export const tokenStore: TokenStore = browserTokenStore();

/** Fires the window event that logs the user out. */
export function dispatchForceLogout(): void {
  window.dispatchEvent(new Event(FORCE_LOGOUT_EVENT));
}

/** The app's API client. */
export const api: ApiClient = createApiClient({
  baseUrl: config.apiBaseUrl,
  tokenStore,
  onForceLogout: dispatchForceLogout,
});
