// The register's update date and its history (docs/product.md#calls), and the thank-you record.
import type { Atualizacao, AtualizacaoImportacao, Obrigado } from '@cnpj/domain';
import { unwrap, type CallContext } from './context';

/** Update-date and thank-you calls. */
export interface AtualizacaoCalls {
  /** GET /api/atualizacao: dt_atualizado_ate (null hides the header badges). */
  getAtualizacao(): Promise<Atualizacao>;
  /** Extension GET /api/atualizacao/historico: past imports, newest first. */
  getAtualizacaoHistorico(): Promise<AtualizacaoImportacao[]>;
  /** POST /api/obrigado with the user's uid (or the app's placeholder). */
  recordObrigado(userId: string): Promise<Obrigado>;
}

/** The update-date and thank-you calls over a context. */
export function atualizacaoCalls({ http }: CallContext): AtualizacaoCalls {
  return {
    getAtualizacao: () => unwrap(http.GET('/api/atualizacao')),
    getAtualizacaoHistorico: () => unwrap(http.GET('/api/atualizacao/historico')),
    recordObrigado: (userId) => unwrap(http.POST('/api/obrigado', { body: { user_id: userId } })),
  };
}
