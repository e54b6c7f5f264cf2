import type { UfSigla } from '@cnpj/domain';

/** A state with its telephone area codes and postcode range. */
export interface UfInfo {
  readonly sigla: UfSigla;
  readonly nome: string;
  readonly ddds: readonly string[];
  /** First and last CEP of the state's main range, formatted 00000-000. */
  readonly cepRange: readonly [string, string];
}

/** A code/description pair (CNAE, natureza jurídica, motivo). */
export interface CodigoDescricao {
  readonly codigo: string;
  readonly descricao: string;
}

/** A partner qualification (qualificação de sócio). */
export interface Qualificacao {
  readonly id: number;
  readonly descricao: string;
}
