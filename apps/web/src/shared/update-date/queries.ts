// The layout's server reads (docs/product.md#layout): the header's update date. The side menu's
// lists are the lists feature's one query (features/lists/queries.ts).
import { ApiError } from '@cnpj/api-client';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../services/api';
import { keys } from '../services/server-state/keys';
import { READ_BY_NAVIGATION } from '../services/server-state/query-client';

/** GET /api/atualizacao: a 403 is an answer (the badges hide), anything else is worth a log line. */
export const atualizacaoQuery = (enabled: boolean) =>
  queryOptions({
    queryKey: keys.atualizacao,
    queryFn: () => api.getAtualizacao(),
    enabled,
    ...READ_BY_NAVIGATION,
    meta: {
      logAs: 'Failed to load the update date',
      quiet: (error) => error instanceof ApiError && error.status === 403,
    },
  });

/** The update date's answer, once the backend session is `ready`. */
export const useAtualizacaoQuery = (ready: boolean) => useQuery(atualizacaoQuery(ready));
