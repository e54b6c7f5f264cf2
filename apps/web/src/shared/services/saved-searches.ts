// Saved searches (docs/product.md#saved-searches): the current filters stored under a name, to be
// listed, run again and deleted. Kept by the backend when it has the extension, so they follow the
// user to any browser; otherwise kept in this browser under the signed-in user (decision 056).
import { isNotFound } from '@cnpj/api-client';
import type { components } from '@cnpj/domain';
import { browserCollection, type CollectionDeps, type StoredRecord } from './browser-collection';
import type { PersistedState } from './persisted-state';
import { api } from './api';

type SearchCriteria = components['schemas']['SearchCriteria'];
type PesquisaSalva = components['schemas']['PesquisaSalva'];

/** The storage key of the saved searches (under the user, see persisted-state's userKey). */
export const SAVED_SEARCHES_KEY = 'savedSearches';

/** A named set of search filters. */
export interface SavedSearch extends StoredRecord {
  readonly name: string;
  readonly filters: Partial<SearchCriteria>;
}

/** The saved searches kept in this browser, for the signed-in user. */
export interface SavedSearches {
  /** Saves the filters under a (trimmed, non-blank) name. */
  save(name: string, filters: Partial<SearchCriteria>): SavedSearch;
  /** Every saved search, newest first. */
  list(): SavedSearch[];
  /** The filters to reopen, or undefined when the search was deleted. */
  open(id: string): Partial<SearchCriteria> | undefined;
  delete(id: string): boolean;
  /** The kept searches as a persisted state (oldest first), for a file's export and import. */
  readonly state: PersistedState<readonly SavedSearch[]>;
}

/** Whether a stored item is a saved search (the file and the storage can be edited). */
export function isSavedSearch(item: unknown): item is SavedSearch {
  if (typeof item !== 'object' || item === null) return false;
  const { id, name, filters, createdAt, updatedAt } = item as Record<string, unknown>;
  const texts = [id, name, createdAt, updatedAt].every((field) => typeof field === 'string');
  return texts && typeof filters === 'object' && filters !== null && !Array.isArray(filters);
}

/** Creates the store of the saved searches kept in this browser. */
export function savedSearches(deps?: CollectionDeps): SavedSearches {
  const collection = browserCollection<SavedSearch>(SAVED_SEARCHES_KEY, deps, isSavedSearch);
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
    state: collection.state,
  };
}

/** The kept searches and those of a file not kept yet (same id), oldest first as the store keeps them. */
export function mergeSavedSearches(
  kept: readonly SavedSearch[],
  imported: readonly SavedSearch[],
): readonly SavedSearch[] {
  const known = new Set(kept.map((search) => search.id));
  const added = imported.filter((search) => !known.has(search.id));
  // A stable sort: searches saved in the same millisecond keep their order.
  return [...kept, ...added].sort((a, b) => a.createdAt.localeCompare(b.createdAt));
}

/** Where the user's saved searches are kept. */
export type SavedSearchesPlace = 'account' | 'browser';

/** The saved searches and where they are kept. */
export interface SavedSearchesList {
  place: SavedSearchesPlace;
  searches: SavedSearch[];
}

/** The saved searches, wherever they are kept. */
export interface SavedSearchesSource {
  /** The searches this browser keeps for the user (when the backend has no extension). */
  readonly local: SavedSearches;
  list(): Promise<SavedSearchesList>;
  save(place: SavedSearchesPlace, name: string, filters: SearchCriteria): Promise<void>;
  delete(place: SavedSearchesPlace, id: string): Promise<void>;
}

function fromBackend(search: PesquisaSalva): SavedSearch {
  return {
    id: search.id,
    name: search.nome,
    filters: search.filtros,
    createdAt: search.criada_em,
    updatedAt: search.atualizada_em,
  };
}

/** The backend's saved searches when it has the extension; a 404 means this browser keeps them. */
function inAccountOrBrowser(): SavedSearchesSource {
  const local = savedSearches();
  return {
    local,
    async list() {
      try {
        return { place: 'account', searches: (await api.listSavedSearches()).map(fromBackend) };
      } catch (error) {
        if (!isNotFound(error)) throw error;
        return { place: 'browser', searches: local.list() };
      }
    },
    async save(place, name, filters) {
      if (place === 'browser') local.save(name, filters);
      else await api.putSavedSearch(crypto.randomUUID(), { nome: name.trim(), filtros: filters });
    },
    async delete(place, id) {
      if (place === 'browser') local.delete(id);
      else await api.deleteSavedSearch(id);
    },
  };
}

/** The user's saved searches, wherever they are kept: one for the app, like its API client. */
export const savedSearchesSource: SavedSearchesSource = inAccountOrBrowser();
