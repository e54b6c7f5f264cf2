// Update date, thank-you record (docs/product.md#calls) and the statistics extensions.
import type { Atualizacao, AtualizacaoImportacao, Obrigado, UserStats, UserStatsDetail } from '@cnpj/domain';
import { unwrap, type CallContext } from './context';

/** Miscellaneous calls. */
export interface MiscCalls {
  /** GET /api/atualizacao: dt_atualizado_ate (null hides the header badges). */
  getAtualizacao(): Promise<Atualizacao>;
  /** POST /api/obrigado with the user's uid (or the app's placeholder). */
  recordObrigado(userId: string): Promise<Obrigado>;
  /** Extension GET /api/stats/usuarios (404 when the backend lacks it). */
  getUserStats(): Promise<UserStats>;
  /** Extension GET /api/stats/usuarios/{userId}. */
  getUserStatsDetail(userId: string): Promise<UserStatsDetail>;
  /** Extension GET /api/atualizacao/historico: past imports, newest first. */
  getAtualizacaoHistorico(): Promise<AtualizacaoImportacao[]>;
}

/** The miscellaneous calls over a context. */
export function miscCalls({ http }: CallContext): MiscCalls {
  return {
    getAtualizacao: () => unwrap(http.GET('/api/atualizacao')),
    recordObrigado: (userId) => unwrap(http.POST('/api/obrigado', { body: { user_id: userId } })),
    getUserStats: () => unwrap(http.GET('/api/stats/usuarios')),
    getUserStatsDetail: (userId) =>
      unwrap(http.GET('/api/stats/usuarios/{userId}', { params: { path: { userId } } })),
    getAtualizacaoHistorico: () => unwrap(http.GET('/api/atualizacao/historico')),
  };
}
