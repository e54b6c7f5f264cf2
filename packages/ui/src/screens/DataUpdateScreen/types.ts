import type { components } from '@cnpj/domain';

/** One past import of the register data (extension GET /api/atualizacao/historico). */
export type AtualizacaoImportacao = components['schemas']['AtualizacaoImportacao'];

/**
 * The current data date (GET /api/atualizacao). docs/product.md#errors: a 403 or a null date hides it ('hidden');
 * `updatedUntil` is the raw dt_atualizado_ate (date or date-time).
 */
export type CurrentUpdate =
  | { kind: 'loading' }
  | { kind: 'error' }
  | { kind: 'hidden' }
  | { kind: 'ready'; updatedUntil: string };

/** The import history; 'unavailable' when the backend lacks the extension (404). */
export type UpdateHistory =
  | { kind: 'loading' }
  | { kind: 'error' }
  | { kind: 'unavailable' }
  | { kind: 'ready'; imports: readonly AtualizacaoImportacao[] };

/** Status labels of an import, as the contract describes them. */
export const importStatusLabels: Record<AtualizacaoImportacao['status'], string> = {
  concluida: 'Concluída',
  em_andamento: 'Em andamento',
  falhou: 'Falhou',
};
