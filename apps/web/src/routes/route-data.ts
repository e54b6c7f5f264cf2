// What each signed-in page reads, started by the navigation that opens it (use-route-data.ts) while
// the page's code downloads: the page's first render finds its data under way or already there. The
// reads are the features' own query options, so the page's hooks read the very same cache entries.
// User data is read again by each navigation that opens its view (docs/product.md#calls: lists when a
// view opens); reference data keeps its own freshness (the lookups are read once per session).
import { normaliseCnpj, validateCnpj } from '@cnpj/domain';
import type { FetchQueryOptions, QueryClient } from '@tanstack/react-query';
import { api } from '../services/api';
import { atualizacaoQuery } from '../layouts/queries';
import { detailQueries } from '../pages/detail/queries';
import { notificacoesQuery } from '../pages/home/queries';
import { listaQuery, listasQuery } from '../pages/lists/queries';
import { parseListId } from '../pages/lists/use-list';
import { lookupQueries, searchPageQuery } from '../pages/search/search-queries';
import { plansQuery, searchCountQuery } from '../pages/subscription/queries';
import { readShownSearch } from '../pages/search/shown-page-url';
import {
  currentUpdateQuery,
  updateHistoryQuery,
  userDetailsQuery,
  userStatsQuery,
} from '../pages/stats/queries';
import { fullScreenPages, matchesPattern } from './route-table';

/** A page's reads: `fresh` are read again now, `kept` only when the cache has none. */
interface RouteReads {
  fresh: AnyQuery[];
  kept: AnyQuery[];
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- one list of differently typed queries
type AnyQuery = FetchQueryOptions<any, any, any, any>;

/** A page's path pattern (route-table.ts) and its reads, from its path segments and query. */
type PageReads = [
  pattern: string,
  reads: (segments: string[], query: URLSearchParams) => Partial<RouteReads>,
];

/** The pages that read more than the layout does. */
const pages: PageReads[] = [
  ['/', () => ({ fresh: [notificacoesQuery(true)] })],
  // The lists page shows the lists again when opened; the menu keeps what it read (kept, below).
  ['/minhas-listas', () => ({ fresh: [listasQuery(true)] })],
  [
    '/minhas-listas/:listaId',
    ([, id]) => {
      const listId = parseListId(id);
      return { fresh: listId === null ? [] : [listaQuery(listId, 1, true)] };
    },
  ],
  ['/pesquisar-empresas', (_, query) => searchReads(query)],
  ['/detalhes/:cnpj', ([, cnpj = '']) => ({ fresh: detailReads(cnpj) })],
  ['/detalhes/:cnpj/:rest', ([, cnpj, rest]) => ({ fresh: detailReads(`${cnpj}/${rest}`) })],
  // The plans and the count; the subscription itself waits for the plan (paying users only).
  ['/minha-assinatura', () => ({ fresh: [plansQuery(true), searchCountQuery(true)] })],
  ['/user-stats', () => ({ fresh: [userStatsQuery(true)] })],
  [
    '/user-stats/atualizacao',
    () => ({ fresh: [currentUpdateQuery(true), updateHistoryQuery(true)] }),
  ],
  ['/user-details/:userId', ([, userId = '']) => ({ fresh: [userDetailsQuery(userId, true)] })],
];

/** The search page: the filters' lookups, the chosen UF's cities and the page the address names. */
function searchReads(query: URLSearchParams): Partial<RouteReads> {
  const kept: AnyQuery[] = [lookupQueries.ufs(), lookupQueries.cnaes(), lookupQueries.naturezas()];
  const { filters, page } = readShownSearch(query);
  if (filters.uf) kept.push(lookupQueries.municipios(filters.uf));
  if (page && page.run.total > 0) kept.push(searchPageQuery(api, page));
  return { kept };
}

/** The detail of the CNPJ an address names, when the page will show it (not rewrite or refuse it). */
function detailReads(written: string): AnyQuery[] {
  const cnpj = normaliseCnpj(written);
  return validateCnpj(cnpj) === null && cnpj === written ? [...detailQueries(cnpj, true)] : [];
}

/** A path segment as the router's params give it; a malformed escape stays as written. */
function decoded(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** The reads of the page at `pathname?search`. */
export function routeReads(pathname: string, search: string): RouteReads {
  const segments = pathname.replace(/\/+$/, '').split('/').slice(1).map(decoded);
  const page = pages.find(([pattern]) => matchesPattern(pattern, pathname));
  const reads = page?.[1](segments, new URLSearchParams(search)) ?? {};
  const layout = fullScreenPages.some(({ path }) => matchesPattern(path, pathname))
    ? []
    : [listasQuery(true), atualizacaoQuery(true)];
  return { fresh: reads.fresh ?? [], kept: [...layout, ...(reads.kept ?? [])] };
}

/**
 * Starts the reads of the page at `pathname?search` into `client`; resolves when all have answered
 * (a failed read too: prefetching never rejects, and the page shows the failure).
 */
export function startRouteReads(
  client: QueryClient,
  { pathname, search }: { pathname: string; search: string },
): Promise<void> {
  const { fresh, kept } = routeReads(pathname, search);
  // A read already under way is shared, not repeated (the cache dedupes by key).
  return Promise.all([
    ...fresh.map((options) => client.prefetchQuery({ ...options, staleTime: 0 })),
    ...kept.map((options) => client.prefetchQuery({ ...options, staleTime: Infinity })),
  ]).then(() => undefined);
}
