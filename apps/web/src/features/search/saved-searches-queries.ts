// The saved searches' read (docs/product.md#saved-searches): the backend's extension or, on its 404,
// this browser, through the server-state layer, read once the window first opens.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { savedSearchesSource } from '../../shared/services/saved-searches';
import { keys } from '../../shared/services/server-state/keys';

/** The user's saved searches, wherever they are kept. */
export const savedSearchesQuery = () =>
  queryOptions({
    queryKey: keys.pesquisasSalvas,
    queryFn: () => savedSearchesSource.list(),
    meta: { logAs: 'Failed to load the saved searches' },
  });

/** The saved searches, read once `wanted` (the window was opened). */
export const useSavedSearchesQuery = (wanted: boolean) =>
  useQuery({ ...savedSearchesQuery(), enabled: wanted });
