// The statistics pages' server reads (extensions, docs/product.md#screens-and-routes). Each loader maps
// every failure to one of its screen's own states ('unavailable' on a 404, 'error' otherwise, logged
// by the loader), so a query here never fails; it is still read through the cache: a page opened
// again shows what it had at once and revalidates.
import {
  queryOptions,
  useQuery,
  useQueryClient,
  type QueryKey,
  type UseQueryOptions,
} from '@tanstack/react-query';
import { keys } from '../../shared/services/server-state/keys';
import { READ_BY_NAVIGATION } from '../../shared/services/server-state/query-client';
import { loadCurrentUpdate, loadUpdateHistory, loadUserDetails, loadUserStats } from './loaders';

/** GET /api/stats/usuarios. */
export const userStatsQuery = (enabled: boolean) =>
  queryOptions({
    queryKey: keys.stats.usuarios,
    queryFn: loadUserStats,
    enabled,
    ...READ_BY_NAVIGATION,
  });

/** GET /api/stats/usuarios/{userId}, with its plan-only fallback. */
export const userDetailsQuery = (userId: string, enabled: boolean) =>
  queryOptions({
    queryKey: keys.stats.usuario(userId),
    queryFn: () => loadUserDetails(userId),
    enabled,
    ...READ_BY_NAVIGATION,
  });

/** The update date, as the data-update page shows it. */
export const currentUpdateQuery = (enabled: boolean) =>
  queryOptions({
    queryKey: keys.stats.atualizacaoAtual,
    queryFn: loadCurrentUpdate,
    enabled,
    ...READ_BY_NAVIGATION,
  });

/** Extension GET /api/atualizacao/historico. */
export const updateHistoryQuery = (enabled: boolean) =>
  queryOptions({
    queryKey: keys.stats.atualizacaoHistorico,
    queryFn: loadUpdateHistory,
    enabled,
    ...READ_BY_NAVIGATION,
  });

/** A screen state read through `options` (`loading` until then); `reload` starts over. */
export function useScreenState<S, K extends QueryKey>(
  options: UseQueryOptions<S, Error, S, K>,
  loading: S,
): { state: S; reload: () => void } {
  const client = useQueryClient();
  const { data, isSuccess } = useQuery(options);
  const { queryKey } = options;
  // "Tentar novamente" shows the loading state again, as the first read did.
  const reload = () => void client.resetQueries({ queryKey });
  // isSuccess, not `data ??`: a loader may answer null.
  return { state: isSuccess ? data : loading, reload };
}
