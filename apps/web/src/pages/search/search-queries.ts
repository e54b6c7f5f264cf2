// The search page's server reads (docs/product.md#states-and-transitions "Search", #calls): the
// filters' reference data, kept for the session, and each page of a search as a query keyed by its
// id, order and page. A stored search's pages never change, so a page read once is reused by back,
// forward and a return to the page.
import type { ApiClient } from '@cnpj/api-client';
import { isFreePlanRefusal, ordenacaoDefault, type UfSigla } from '@cnpj/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api as appApi } from '../../services/api';
import { keys } from '../../services/server-state/keys';
import type { ShownPage } from './shown-page-url';

/** Reference data changes with the register's monthly update, not while a user works. */
const SESSION = { staleTime: Infinity, gcTime: Infinity } as const;

/** docs/product.md#calls lookups: failures logged here, told by the form (decision 033). */
export const lookupQueries = {
  ufs: () =>
    queryOptions({
      queryKey: keys.ufs,
      queryFn: () => appApi.listUfs(),
      ...SESSION,
      meta: { logAs: 'Failed to load UFs' },
    }),
  cnaes: () =>
    queryOptions({
      queryKey: keys.cnaes,
      queryFn: () => appApi.listCnaes(),
      ...SESSION,
      meta: { logAs: 'Failed to load CNAEs' },
    }),
  naturezas: () =>
    queryOptions({
      queryKey: keys.naturezas,
      queryFn: () => appApi.listNaturezas(),
      ...SESSION,
      meta: { logAs: 'Failed to load naturezas' },
    }),
  municipios: (uf: UfSigla | '') =>
    queryOptions({
      queryKey: keys.municipios(uf),
      queryFn: () => appApi.listMunicipios(uf as UfSigla),
      enabled: uf !== '',
      ...SESSION,
      meta: { logAs: `Failed to load the cities of ${uf}` },
    }),
};

/** The four lookups the form reads: UFs, CNAEs, legal natures and the cities of `uf`. */
export function useLookupQueries(uf: UfSigla | '') {
  return {
    ufs: useQuery(lookupQueries.ufs()),
    cnaes: useQuery(lookupQueries.cnaes()),
    naturezas: useQuery(lookupQueries.naturezas()),
    municipios: useQuery(lookupQueries.municipios(uf)),
  };
}

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

/** Stands in for "no page" so the page query keeps one shape; it never runs. */
const NO_PAGE: ShownPage = {
  run: { pesquisaId: '', total: 0, ordenacao: ordenacaoDefault },
  page: 0,
};

/** The rows of the page the URL names (none while no search with results is shown). */
export const useSearchPageQuery = (api: SearchApi, page: ShownPage | null) =>
  useQuery({
    ...searchPageQuery(api, page ?? NO_PAGE),
    enabled: page !== null && page.run.total > 0,
  });
