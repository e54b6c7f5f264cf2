// One token refresh per expired token (docs/product.md#errors, #limits-and-constants: refresh is tried once only). Parallel 403s
// carrying the same stale token share one GET /refresh; a refresh that answered 401 is remembered
// for that token, so late 403s neither call /refresh again nor fire forceLogout twice.
import type { TokenStore } from './token-store';
import type { RefreshResponse } from '@cnpj/domain';

/** What the refresher needs: where /refresh is, how to send it, and who ends the session. */
export interface RefresherOptions {
  baseUrl: string;
  tokenStore: TokenStore;
  fetch: (request: Request) => Promise<Response>;
  onForceLogout: () => void;
}

/** Gets a fresh access token after a 403; null when there is none to be had. */
export interface Refresher {
  freshTokenAfter(staleToken: string | null): Promise<string | null>;
}

/** A refresher that sends at most one GET /refresh per stale token. */
export function createRefresher(options: RefresherOptions): Refresher {
  let last: { staleToken: string | null; result: Promise<string | null> } | undefined;
  return {
    freshTokenAfter(staleToken) {
      if (last?.staleToken !== staleToken) {
        last = { staleToken, result: refreshOnce(options, staleToken) };
      }
      return last.result;
    },
  };
}

async function refreshOnce(
  options: RefresherOptions,
  staleToken: string | null,
): Promise<string | null> {
  const headers = new Headers({ 'Content-Type': 'application/json' });
  if (staleToken) headers.set('Authorization', `Bearer ${staleToken}`);
  const request = new Request(`${options.baseUrl}/refresh`, {
    method: 'GET',
    credentials: 'include',
    headers,
  });
  let response: Response;
  try {
    response = await options.fetch(request);
  } catch {
    return null;
  }
  if (response.status === 401) {
    options.onForceLogout();
    return null;
  }
  if (!response.ok) return null;
  const body = (await response.json().catch(() => null)) as Partial<RefreshResponse> | null;
  if (!body?.accessToken) return null;
  options.tokenStore.setAccessToken(body.accessToken);
  return body.accessToken;
}

/** The window event that ends the session when the refresh fails (docs/product.md#states-and-transitions). */
export const FORCE_LOGOUT_EVENT = 'forceLogout';

/** Fires the forceLogout event where there is a window-like global: the one dispatcher of the app. */
export function dispatchForceLogout(): void {
  if (typeof globalThis.dispatchEvent === 'function')
    globalThis.dispatchEvent(new Event(FORCE_LOGOUT_EVENT));
}
