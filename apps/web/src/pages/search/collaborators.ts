// What the search page talks to. The page uses the app's singletons; tests may swap any of them.
import { saveFile, type ApiClient, type DownloadedFile } from '@cnpj/api-client';
import type { Analytics } from '../../services/analytics';
import { api } from '../../services/api';
import { savedSearches, type SavedSearches } from '../../services/saved-searches';
import { analytics } from '../../services/tracking';

/** The client calls the search page makes. */
export type SearchPageApi = Pick<
  ApiClient,
  | 'listUfs'
  | 'listCnaes'
  | 'listNaturezas'
  | 'listMunicipios'
  | 'countSearches'
  | 'searchCompanies'
  | 'getSearchPage'
  | 'getAllSearchRows'
  | 'downloadSearch'
  | 'listListas'
  | 'createLista'
  | 'addCompaniesToList'
>;

/** The page's collaborators. */
export interface SearchPageDeps {
  api: SearchPageApi;
  analytics: Pick<Analytics, 'trackUserAction'>;
  savedSearches: SavedSearches;
  /** Saves a downloaded file in the browser. */
  save: (file: DownloadedFile) => void;
}

/** The app's own collaborators, with any given replacements. */
export function searchPageDeps(overrides: Partial<SearchPageDeps> = {}): SearchPageDeps {
  return { api, analytics, savedSearches: savedSearches(), save: saveFile, ...overrides };
}
