// The saved searches as the "Pesquisas salvas" window shows them (docs/product.md#saved-searches): read
// once the window is first opened, from the backend's extension or, on its 404, from this browser;
// "Abrir" runs the search; kept in the browser, they go to and come from a file.
import { saveFile } from '@cnpj/api-client';
import { toSearchCriteria, type SearchFilters } from '@cnpj/domain';
import type { ImportOutcome, SavedSearchesState } from '@cnpj/ui/screens/SavedSearchesDialog';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { exportBrowserData, importBrowserData } from '../../shared/services/browser-data';
import { savedSearchesSource as source } from '../../shared/services/saved-searches';
import { keys } from '../../shared/services/server-state/keys';
import { savedSearchesPart } from '../../shared/services/browser-data-parts';
import { filtersFromSaved } from './filters-url';
import { useSavedSearchesQuery } from './saved-searches-queries';

/**
 * The window's state and actions over the user's saved searches; `onOpen` runs the reopened filters, `onMonitor`
 * monitors a saved search's filters in the Radar under its name.
 */
export function useSavedSearches(
  filters: SearchFilters,
  onOpen: (filters: SearchFilters) => void,
  onMonitor?: (filters: SearchFilters, name: string) => void,
) {
  const client = useQueryClient();
  // Read when the window first opens: a page that never opens it asks nothing.
  const [wanted, setWanted] = useState(false);
  const query = useSavedSearchesQuery(wanted);
  const [importOutcome, setImportOutcome] = useState<ImportOutcome | null>(null);
  const change = useMutation({
    mutationFn: (run: () => Promise<void>) => run(),
    onSettled: () => client.invalidateQueries({ queryKey: keys.pesquisasSalvas }),
    meta: { logAs: 'Failed to change the saved searches' },
  });
  const criteria = toSearchCriteria(filters);
  const { data, refetch } = query;
  const place = data?.place;
  const state: SavedSearchesState =
    !wanted || query.isPending
      ? { kind: 'loading' }
      : query.isError
        ? { kind: 'error', onRetry: () => void refetch() }
        : { kind: 'ready', place: data!.place, searches: data!.searches };
  const local = source.local;
  const refresh = () => client.invalidateQueries({ queryKey: keys.pesquisasSalvas });

  return {
    state,
    canSave: criteria !== null,
    changeFailed: change.isError,
    importOutcome,
    onOpenChange: (open: boolean) => open && setWanted(true),
    onSave: (name: string) => {
      if (criteria && place) change.mutate(() => source.save(place, name, criteria));
    },
    onOpen: (id: string) => {
      const found = data?.searches.find((search) => search.id === id);
      if (found) onOpen(filtersFromSaved(found.filters));
    },
    onMonitor:
      onMonitor &&
      ((id: string) => {
        const found = data?.searches.find((search) => search.id === id);
        if (found) onMonitor(filtersFromSaved(found.filters), found.name);
      }),
    onDelete: (id: string) => {
      if (place) change.mutate(() => source.delete(place, id));
    },
    onExport: () => saveFile(exportBrowserData([savedSearchesPart(local)])),
    onImport: async (file: File) => {
      const imported = importBrowserData([savedSearchesPart(local)], await file.text());
      setImportOutcome({ kind: imported ? 'imported' : 'failed' });
      if (imported) await refresh();
    },
  };
}
