// The saved-searches store as React state: the list re-reads the store after each change.
import { toSearchCriteria, type SearchFilters } from '@cnpj/domain';
import { useCallback, useState } from 'react';
import type { SavedSearches } from '../../services/saved-searches';
import { filtersFromSaved } from './filters-url';

/** Saved searches over `store`; `onOpen` receives the reopened filters. */
export function useSavedSearches(
  store: SavedSearches,
  filters: SearchFilters,
  onOpen: (filters: SearchFilters) => void,
) {
  const [saved, setSaved] = useState(() => store.list());
  const refresh = useCallback(() => setSaved(store.list()), [store]);
  const criteria = toSearchCriteria(filters);

  return {
    saved,
    canSave: criteria !== null,
    onSave: (name: string) => {
      if (!criteria) return;
      store.save(name, criteria);
      refresh();
    },
    onOpen: (id: string) => {
      const found = store.open(id);
      if (found) onOpen(filtersFromSaved(found));
      else refresh();
    },
    onDelete: (id: string) => {
      store.delete(id);
      refresh();
    },
  };
}
