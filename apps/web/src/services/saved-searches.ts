// Saved searches (the "manage saved searches" ability of docs/product.md#screens-and-routes /obrigado): the current filters
// stored under a name in the browser, to be listed, reopened and deleted.
import type { components } from '@cnpj/domain';
import { browserCollection, type CollectionDeps, type StoredRecord } from './browser-collection';

type SearchCriteria = components['schemas']['SearchCriteria'];

/** The storage key of the saved searches. */
export const SAVED_SEARCHES_KEY = 'savedSearches';

/** A named set of search filters. */
export interface SavedSearch extends StoredRecord {
  readonly name: string;
  readonly filters: Partial<SearchCriteria>;
}

/** The saved-searches store. */
export interface SavedSearches {
  /** Saves the filters under a (trimmed, non-blank) name. */
  save(name: string, filters: Partial<SearchCriteria>): SavedSearch;
  /** Every saved search, newest first. */
  list(): SavedSearch[];
  /** The filters to reopen, or undefined when the search was deleted. */
  open(id: string): Partial<SearchCriteria> | undefined;
  delete(id: string): boolean;
}

/** Creates the saved-searches store. */
export function savedSearches(deps?: CollectionDeps): SavedSearches {
  const collection = browserCollection<SavedSearch>(SAVED_SEARCHES_KEY, deps);
  return {
    save(name, filters) {
      const trimmed = name.trim();
      if (!trimmed) throw new Error('A saved search needs a name');
      return collection.add({ name: trimmed, filters: structuredClone(filters) });
    },
    // Records are appended, so reversing gives newest first even within one millisecond.
    list: () => collection.list().reverse(),
    open: (id) => collection.get(id)?.filters,
    delete: (id) => collection.delete(id),
  };
}
