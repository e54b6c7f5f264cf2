// docs/product.md#errors: on a 403 that is not a retry and not for /refresh, get a fresh token once and retry
// the request once. The retry is sent straight through fetch, outside the middleware chain, so
// it can never trigger another refresh; a copy taken before sending keeps POST bodies intact.
import type { Middleware } from 'openapi-fetch';
import { bearerOf } from './auth-middleware';
import type { Refresher } from './refresher';
import type { TokenStore } from './token-store';

/** What the refresh middleware needs. */
export interface RefreshMiddlewareOptions {
  refresher: Refresher;
  tokenStore: TokenStore;
}

/** Middleware that answers a 403 with the retried request's answer, when a fresh token exists. */
export function createRefreshMiddleware({
  refresher,
  tokenStore,
}: RefreshMiddlewareOptions): Middleware {
  const copies = new Map<string, Request>();
  return {
    onRequest({ request, schemaPath, id }) {
      if (schemaPath !== '/refresh') copies.set(id, request.clone());
      return undefined;
    },
    async onResponse({ request, response, id, options }) {
      const copy = copies.get(id);
      copies.delete(id);
      if (response.status !== 403 || !copy) return undefined;
      const staleToken = bearerOf(request);
      const current = tokenStore.getAccessToken();
      // Someone refreshed while this request was in flight: reuse that token, no new refresh.
      const fresh =
        current && current !== staleToken ? current : await refresher.freshTokenAfter(staleToken);
      if (!fresh) return undefined;
      const headers = new Headers(copy.headers);
      headers.set('Authorization', `Bearer ${fresh}`);
      return options.fetch(new Request(copy, { headers }));
    },
    onError({ id }) {
      copies.delete(id);
      return undefined;
    },
  };
}
