// Backend session calls (docs/product.md#states-and-transitions, #calls): login stores the session.
// GET /refresh is no call of its own: the refresher sends it after a 403 (refresher.ts).
import type { LoginResponse } from '@cnpj/domain';
import { expectOk, unwrap, type CallContext } from './context';

/** Session calls. */
export interface AuthCalls {
  /** POST /login with the identity provider's ID token; stores accessToken and userId. */
  login(idToken: string): Promise<LoginResponse>;
  /** POST /logout; clearing the store is the app's decision. */
  logout(): Promise<void>;
}

/** The session calls over a context. */
export function authCalls({ http, tokenStore }: CallContext): AuthCalls {
  return {
    async login(idToken) {
      const session = await unwrap(http.POST('/login', { body: { idToken } }));
      tokenStore.setAccessToken(session.accessToken);
      tokenStore.setUserId(session.userId);
      return session;
    },
    logout: () => expectOk(http.POST('/logout')),
  };
}
