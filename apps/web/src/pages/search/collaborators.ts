// What the search page talks to: the app's singletons, handed to its hooks as one object, so each
// hook names what it uses (and its unit test can give fakes).
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

/** The app's own collaborators. */
export function searchPageDeps(): SearchPageDeps {
  return { api, analytics, savedSearches: savedSearches(), save: saveFile };
}
