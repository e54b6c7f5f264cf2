// The search page's server reads (docs/product.md#states-and-transitions "Search", #calls): the
// filters' reference data, kept for the session, and each page of a search as a query keyed by its
// id, order and page. A stored search's pages never change, so a page read once is reused by back,
// forward and a return to the page.
import {
  NAO_CONTATAR_LIST_NAME,
  extraSearchQuery,
  isFreePlanRefusal,
  ordenacaoDefault,
  type SearchCriteria,
  type SearchExtraQuery,
  type UfSigla,
} from '@cnpj/domain';
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { api } from '../../shared/services/api';
import { keys } from '../../shared/services/server-state/keys';
import { NONE_ANNOUNCED, capabilitiesQuery } from '../../shared/search/queries';
import type { ShownPage } from './shown-page-url';

/** Reference data changes with the register's monthly update, not while a user works. */
const SESSION = { staleTime: Infinity, gcTime: Infinity } as const;

/** docs/product.md#calls lookups: failures logged here, told by the form (decision 033). */
export const lookupQueries = {
  ufs: () =>
    queryOptions({
      queryKey: keys.ufs,
      queryFn: () => api.listUfs(),
      ...SESSION,
      meta: { logAs: 'Failed to load UFs' },
    }),
  cnaes: () =>
    queryOptions({
      queryKey: keys.cnaes,
      queryFn: () => api.listCnaes(),
      ...SESSION,
      meta: { logAs: 'Failed to load CNAEs' },
    }),
  naturezas: () =>
    queryOptions({
      queryKey: keys.naturezas,
      queryFn: () => api.listNaturezas(),
      ...SESSION,
      meta: { logAs: 'Failed to load naturezas' },
    }),
  municipios: (uf: UfSigla | '') =>
    queryOptions({
      queryKey: keys.municipios(uf),
      queryFn: () => api.listMunicipios(uf as UfSigla),
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

/**
 * The query parameters of a search: the announced criteria, with the ids of the lists to leave out
 * ("Não contatar" always, every list when asked) read from GET /api/listas.
 */
export async function searchExtras(
  client: QueryClient,
  criteria: SearchCriteria,
): Promise<SearchExtraQuery> {
  const announced = new Set(
    await client.fetchQuery(capabilitiesQuery()).catch(() => NONE_ANNOUNCED),
  );
  if (announced.size === 0) return {};
  const lists = announced.has('excluir_listas')
    ? await client
        // The cached lists while fresh (adding and creating invalidate them), so most searches
        // wait on no extra call.
        .fetchQuery({ queryKey: keys.listas, queryFn: () => api.listListas(), staleTime: 30_000 })
        .catch(() => [])
    : [];
  const naoContatar = lists.find((list) => list.descricao === NAO_CONTATAR_LIST_NAME);
  return extraSearchQuery(criteria, announced, {
    naoContatar: naoContatar?.id ?? null,
    all: lists.map((list) => list.id),
  });
}

/** Page `page` of the search `run`; its failures are logged once, by the cache. */
export const searchPageQuery = ({ run, page }: ShownPage) =>
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
export const useSearchPageQuery = (page: ShownPage | null) =>
  useQuery({
    ...searchPageQuery(page ?? NO_PAGE),
    enabled: page !== null && page.run.total > 0,
  });
