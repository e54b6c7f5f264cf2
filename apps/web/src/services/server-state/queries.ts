// Server reads still shared from here while the detail feature moves to its own query module.
import { isNotFound } from '@cnpj/api-client';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../api';
import { keys } from './keys';
import { READ_BY_NAVIGATION } from './query-client';

export { listasQuery } from '../../pages/lists/queries';

/** The detail's failures are logged, except its 404, which is an answer: "CNPJ não encontrado". */
const DETAIL_META = { logAs: 'Failed to load the company detail', quiet: isNotFound };

/** GET /api/empresas/detalhe/{cnpj} and GET /api/empresas/socios/{cnpj}, read in parallel. */
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
