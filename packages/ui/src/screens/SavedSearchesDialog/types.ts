// The states of the "Pesquisas salvas" window (docs/product.md#saved-searches).

/** Where the user's saved searches are kept: the account (backend extension) or this browser. */
export type SavedSearchesPlace = 'account' | 'browser';

/** A saved search as the window lists it. */
export interface SavedSearchItem {
  id: string;
  name: string;
}

/** What the window shows under the save form. */
export type SavedSearchesState =
  | { kind: 'loading' }
  | { kind: 'error'; onRetry: () => void }
  | { kind: 'ready'; place: SavedSearchesPlace; searches: readonly SavedSearchItem[] };
