// The statistics extensions (docs/product.md#calls): a backend may answer 404 for them.
import type { UserStats, UserStatsDetail } from '@cnpj/domain';
import { unwrap, type CallContext } from './context';

/** Statistics calls. */
export interface StatsCalls {
  /** Extension GET /api/stats/usuarios (404 when the backend lacks it). */
  getUserStats(): Promise<UserStats>;
  /** Extension GET /api/stats/usuarios/{userId}. */
  getUserStatsDetail(userId: string): Promise<UserStatsDetail>;
}

/** The statistics calls over a context. */
export function statsCalls({ http }: CallContext): StatsCalls {
  return {
    getUserStats: () => unwrap(http.GET('/api/stats/usuarios')),
    getUserStatsDetail: (userId) =>
      unwrap(http.GET('/api/stats/usuarios/{userId}', { params: { path: { userId } } })),
  };
}
