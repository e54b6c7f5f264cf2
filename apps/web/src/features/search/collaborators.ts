// What the search page talks to: the app's singletons, handed to its hooks as one object, so each
// hook names what it uses (and its unit test can give fakes).
import { saveFile, type ApiClient, type DownloadedFile } from '@cnpj/api-client';
import type { Analytics } from '../../shared/services/analytics';
import { api } from '../../shared/services/api';
import {
  savedSearchesSource,
  type SavedSearchesSource,
} from '../../shared/services/saved-searches';
import { analytics } from '../../shared/services/tracking';
import { recordListed } from '../../shared/company-set/known-companies';

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
  | 'getCapacidades'
  | 'getLista'
>;

/** The page's collaborators. */
export interface SearchPageDeps {
  api: SearchPageApi;
  analytics: Pick<Analytics, 'trackUserAction'>;
  savedSearches: SavedSearchesSource;
  /** Saves a downloaded file in the browser. */
  save: (file: DownloadedFile) => void;
}

/** The app's own collaborators. */
export function searchPageDeps(): SearchPageDeps {
  return {
    api: recordingListed(api),
    analytics,
    savedSearches: savedSearchesSource(api),
    save: saveFile,
  };
}

/**
 * The client, recording in this browser the companies it adds to lists: the seed's calls cannot read
 * them back, and a page hides them by itself when the backend cannot (decision 043).
 */
function recordingListed(client: ApiClient): ApiClient {
  return {
    ...client,
    async addCompaniesToList(listId, cnpjs) {
      const answer = await client.addCompaniesToList(listId, cnpjs);
      recordListed(cnpjs);
      return answer;
    },
  };
}
