// The search page's server reads and writes (docs/product.md#states-and-transitions "Search"): running a
// search, and each page of a search as a query keyed by its id, order and page. A stored search's
// pages never change, so a page read once is reused by back, forward and a return to the page.
import type { ApiClient } from '@cnpj/api-client';
import { isFreePlanRefusal } from '@cnpj/domain';
import { queryOptions } from '@tanstack/react-query';
import { keys } from '../../services/server-state/keys';
import type { ShownPage } from './shown-page-url';

/** The search calls the page makes. */
export type SearchApi = Pick<ApiClient, 'countSearches' | 'searchCompanies' | 'getSearchPage'>;

/** Page `page` of the search `run`; its failures are logged once, by the cache. */
export const searchPageQuery = (api: SearchApi, { run, page }: ShownPage) =>
  queryOptions({
    queryKey: keys.pesquisa(run.pesquisaId, run.ordenacao, page),
    queryFn: () =>
      api.getSearchPage({ pesquisaId: run.pesquisaId, ordenacao: run.ordenacao, page }),
    staleTime: Infinity,
    // docs/product.md#plans-and-permissions: a free-plan refusal is an answer with its own alert.
    meta: { logAs: 'Failed to load the results page', quiet: isFreePlanRefusal },
  });
