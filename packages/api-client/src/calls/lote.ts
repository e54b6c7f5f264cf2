// The bulk lookup extension (docs/product.md#bulk-cnpj-lookup): a backend may answer 404 for it, and
// the app then reads each CNPJ's detail instead.
import type { ConsultaLoteResponse } from '@cnpj/domain';
import { unwrap, type CallContext } from './context';

/** Bulk lookup calls. */
export interface LoteCalls {
  /**
   * Extension POST /api/empresas/lote: the rows of the CNPJs found and the ones not found. A 404
   * (ApiError, see isNotFound) means the backend lacks the extension.
   */
  lookupCompaniesInBulk(
    cnpjs: string[],
    options?: { signal?: AbortSignal },
  ): Promise<ConsultaLoteResponse>;
}

/** The bulk lookup calls over a context. */
export function loteCalls({ http }: CallContext): LoteCalls {
  return {
    lookupCompaniesInBulk: (cnpjs, options) =>
      unwrap(http.POST('/api/empresas/lote', { body: { cnpjs }, signal: options?.signal })),
  };
}
