// The one API client of the app (docs/product.md#calls): the configured base and the one session
// store. When the refresh fails the client fires the forceLogout window event itself
// (docs/product.md#errors), which the auth session hears.
import { createApiClient, type ApiClient } from '@cnpj/api-client';
import { config } from '../config';
import { sessionStore } from './session-store';

/** The app's API client. */
export const api: ApiClient = createApiClient({
  baseUrl: config.apiBaseUrl,
  tokenStore: sessionStore,
});
