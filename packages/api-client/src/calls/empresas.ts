// One company's detail and partners (docs/product.md#calls, #errors).
import type { EmpresaDetalhe, Socio } from '@cnpj/domain';
import { ApiError } from '../errors';
import { unwrap, type CallContext } from './context';

/** Company calls. */
export interface EmpresaCalls {
  /** GET /api/empresas/detalhe/{cnpj}: null means "Empresa não encontrada"; 404 throws ApiError. */
  getCompanyDetail(
    cnpj: string,
    options?: { signal?: AbortSignal },
  ): Promise<EmpresaDetalhe | null>;
  /** GET /api/empresas/socios/{cnpj}. */
  listPartners(cnpj: string): Promise<Socio[]>;
}

/** The company calls over a context. */
export function empresaCalls({ http }: CallContext): EmpresaCalls {
  return {
    async getCompanyDetail(cnpj, options) {
      const { data, error, response } = await http.GET('/api/empresas/detalhe/{cnpj}', {
        params: { path: { cnpj } },
        signal: options?.signal,
      });
      if (!response.ok) throw new ApiError(response.status, error);
      // A 200 with an empty or null body is the contract's "no data" (docs/product.md#errors).
      return data ?? null;
    },
    listPartners: (cnpj) =>
      unwrap(http.GET('/api/empresas/socios/{cnpj}', { params: { path: { cnpj } } })),
  };
}
