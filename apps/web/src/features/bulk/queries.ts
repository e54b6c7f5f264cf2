// The bulk lookup's server reads (docs/product.md#bulk-cnpj-lookup): the extension as a mutation (one
// call per run, nothing to cache) and, in its absence, each company's detail through the detail
// page's own query, so a company read here opens at once in its detail tab's cache and vice versa.
import { isNotFound } from '@cnpj/api-client';
import { mutationOptions, queryOptions, type QueryClient } from '@tanstack/react-query';
import { api } from '../../shared/services/api';
import { keys } from '../../shared/services/server-state/keys';
import type { BulkCalls } from './engine';

/** POST /api/empresas/lote: a 404 is an answer (the backend lacks it), not a failure to log. */
export const bulkLookupMutation = () =>
  mutationOptions({
    mutationKey: keys.lote,
    mutationFn: ({ cnpjs, signal }: { cnpjs: string[]; signal: AbortSignal }) =>
      api.lookupCompaniesInBulk(cnpjs, { signal }),
    meta: { logAs: 'Failed to look the CNPJs up in bulk', quiet: isNotFound },
  });

/** GET /api/empresas/detalhe/{cnpj} for the fallback: retried by the run itself, not the cache. */
export const bulkDetailQuery = (cnpj: string) =>
  queryOptions({
    queryKey: keys.detalhe(cnpj),
    queryFn: ({ signal }) => api.getCompanyDetail(cnpj, { signal }),
    retry: false,
    staleTime: 5 * 60_000,
    meta: { logAs: 'Failed to load a company detail in bulk', quiet: isNotFound },
  });

/** The run's calls over the app's cache. */
export function bulkCalls(client: QueryClient): BulkCalls {
  return {
    lookupInBulk: (cnpjs, signal) =>
      client.getMutationCache().build(client, bulkLookupMutation()).execute({ cnpjs, signal }),
    lookupDetail: (cnpj, signal) => {
      // The query's own signal cancels only when every reader leaves; the run's stops this read now.
      const read = client.fetchQuery(bulkDetailQuery(cnpj));
      signal.addEventListener(
        'abort',
        () => void client.cancelQueries({ queryKey: keys.detalhe(cnpj) }),
        { once: true },
      );
      return read;
    },
  };
}
