// The user's plan and notifications (docs/product.md#calls).
import type { Notificacao, UserDetailResponse } from '@cnpj/domain';
import { expectOk, signedInIdentityUid, signedInUserId, unwrap, type CallContext } from './context';

/** User and notification calls. */
export interface UserCalls {
  /** GET /api/users/{id}: the signed-in user's plano, or the given user's (the statistics' user details). */
  getUser(id?: string): Promise<UserDetailResponse>;
  /** GET /api/notificacoes/{uid}, for the signed-in identity user. */
  listNotifications(): Promise<Notificacao[]>;
  /** PUT /api/notificacoes/{uid}/{id}/ (trailing slash per docs/product.md#calls). */
  markNotificationRead(id: number): Promise<void>;
  /** GET /api/pesquisas/count/{userUid}: the signed-in user's searches so far (free-plan limit). */
  countSearches(): Promise<number>;
}

/** The user calls over a context. */
export function userCalls({ http, tokenStore }: CallContext): UserCalls {
  return {
    getUser: async (id) =>
      unwrap(
        http.GET('/api/users/{id}', { params: { path: { id: id ?? signedInUserId(tokenStore) } } }),
      ),
    listNotifications: async () => {
      const uid = signedInIdentityUid(tokenStore);
      return unwrap(http.GET('/api/notificacoes/{uid}', { params: { path: { uid } } }));
    },
    markNotificationRead: async (id) => {
      const uid = signedInIdentityUid(tokenStore);
      return expectOk(http.PUT('/api/notificacoes/{uid}/{id}/', { params: { path: { uid, id } } }));
    },
    async countSearches() {
      const userUid = signedInIdentityUid(tokenStore);
      const answer = await unwrap(
        http.GET('/api/pesquisas/count/{userUid}', { params: { path: { userUid } } }),
      );
      return answer.count;
    },
  };
}
