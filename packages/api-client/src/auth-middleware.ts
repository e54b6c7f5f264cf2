// docs/product.md#plans-and-permissions, #calls: every call carries the stored backend token as a Bearer header.
import type { Middleware } from 'openapi-fetch';
import type { TokenStore } from './token-store';

/** Sets `Authorization: Bearer <token>` from the store on each request, when there is a token. */
export function createAuthMiddleware(tokenStore: TokenStore): Middleware {
  return {
    onRequest({ request }) {
      const token = tokenStore.getAccessToken();
      if (token) request.headers.set('Authorization', `Bearer ${token}`);
      return request;
    },
  };
}

/** The token a request was sent with, or null. */
export function bearerOf(request: Request): string | null {
  const header = request.headers.get('Authorization');
  return header?.startsWith('Bearer ') ? header.slice('Bearer '.length) : null;
}
