// The company detail's server reads (docs/product.md#company-detail): the detail and the partners,
// read in parallel. The detail's failures are logged, except its 404, which is an answer: "CNPJ não
// encontrado".
import { isNotFound } from '@cnpj/api-client';
import { queryOptions, useQueries } from '@tanstack/react-query';
import { api } from '../../shared/services/api';
import { keys } from '../../shared/services/server-state/keys';
import { READ_BY_NAVIGATION } from '../../shared/services/server-state/query-client';

const DETAIL_META = { logAs: 'Failed to load the company detail', quiet: isNotFound };

/** GET /api/empresas/detalhe/{cnpj} and GET /api/empresas/socios/{cnpj}. */
export const detailQueries = (cnpj: string, enabled: boolean) =>
  [
    queryOptions({
      queryKey: keys.detalhe(cnpj),
      queryFn: () => api.getCompanyDetail(cnpj),
      enabled,
      ...READ_BY_NAVIGATION,
      meta: DETAIL_META,
    }),
    queryOptions({
      queryKey: keys.socios(cnpj),
      queryFn: () => api.listPartners(cnpj),
      enabled,
      ...READ_BY_NAVIGATION,
      meta: DETAIL_META,
    }),
  ] as const;

/** The detail and the partners of `cnpj`, once the backend session is `ready`. */
export const useDetailQueries = (cnpj: string, ready: boolean) =>
  useQueries({ queries: detailQueries(cnpj, ready) });
