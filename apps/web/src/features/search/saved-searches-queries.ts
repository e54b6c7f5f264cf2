// The saved searches' read (docs/product.md#saved-searches): the backend's extension or, on its 404,
// this browser, through the server-state layer, read once the window first opens.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SavedSearchesSource } from '../../shared/services/saved-searches';
import { keys } from '../../shared/services/server-state/keys';

/** The user's saved searches, wherever they are kept. */
export const savedSearchesQuery = (source: SavedSearchesSource) =>
  queryOptions({
    queryKey: keys.pesquisasSalvas,
    queryFn: () => source.list(),
    meta: { logAs: 'Failed to load the saved searches' },
  });

/** The saved searches, read once `wanted` (the window was opened). */
export const useSavedSearchesQuery = (source: SavedSearchesSource, wanted: boolean) =>
  useQuery({ ...savedSearchesQuery(source), enabled: wanted });
