// A screen whose loader maps every failure to one of the screen's own states (the statistics pages:
// 'unavailable' on a 404, 'error' otherwise, each logged by the loader) is still read through the
// cache: opened again, it shows what it had at once and revalidates.
import { useQuery, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useCallback } from 'react';

/** The screen state `load` produced for `key` (cached), `loading` until then; `reload` starts over. */
export function useScreenQuery<S>(
  key: QueryKey,
  load: () => Promise<S>,
  enabled: boolean,
  loading: S,
) {
  const client = useQueryClient();
  const { data, isSuccess } = useQuery({ queryKey: ['screen', ...key], queryFn: load, enabled });
  // "Tentar novamente" shows the loading state again, as the first read did.
  const reload = useCallback(
    () => void client.resetQueries({ queryKey: ['screen', ...key] }),
    [client, key],
  );
  // isSuccess, not `data ??`: a loader may answer null (the search count that could not be read).
  return { state: isSuccess ? data : loading, reload };
}
