// What each signed-in page reads, started by the navigation that opens it (its route's loader, page-reads.ts) while
// the page's code downloads: the page's first render finds its data under way or already there. The
// reads are the features' own query options, so the page's hooks read the very same cache entries.
// User data is read again by each navigation that opens its view (docs/product.md#calls: lists when a
// view opens); reference data keeps its own freshness (the lookups are read once per session).
import { normaliseCnpj, validateCnpj } from '@cnpj/domain';
import type { FetchQueryOptions, QueryClient } from '@tanstack/react-query';
import { atualizacaoQuery } from '../../shared/update-date/queries';
import { listasQuery } from '../../shared/company-set/queries';
import { planQuery } from '../../shared/services/plan-queries';
import { cacheFor } from '../../shared/services/server-state/signed-in-cache';
import { matchPath } from 'react-router-dom';
import { fullScreenPages } from './route-table';

/** A page's reads: `fresh` are read again now, `kept` only when the cache has none. */
interface RouteReads {
  fresh: AnyQuery[];
  kept: AnyQuery[];
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- one list of differently typed queries
type AnyQuery = FetchQueryOptions<any, any, any, any>;

/**
 * A page's path pattern (route-table.ts) and its reads, from its path segments and query. Each page
 * loads its own feature's queries: a page's first reads download that page's query module and the
 * layout's, not every feature's.
 */
type PageReads = [
  pattern: string,
  reads: (segments: string[], query: URLSearchParams) => Promise<Partial<RouteReads>>,
];

/** The pages that read more than the layout does. */
const pages: PageReads[] = [
  [
    '/',
    async () => {
      const { notificacoesQuery } = await import('../../features/home/queries');
      return { fresh: [notificacoesQuery(true)] };
    },
  ],
  // The lists page shows the lists again when opened; the menu keeps what it read (kept, below).
  ['/minhas-listas', async () => ({ fresh: [listasQuery(true)] })],
  [
    '/minhas-listas/:listaId',
    async ([, id]) => {
      const [{ listaQuery }, { parseListId }] = await Promise.all([
        import('../../features/lists/queries'),
        import('../../features/lists/use-list'),
      ]);
      const listId = parseListId(id);
      return { fresh: listId === null ? [] : [listaQuery(listId, 1, true)] };
    },
  ],
  ['/pesquisar-empresas', (_, query) => searchReads(query)],
  ['/detalhes/:cnpj', ([, cnpj = '']) => detailReads(cnpj)],
  ['/detalhes/:cnpj/:rest', ([, cnpj, rest]) => detailReads(`${cnpj}/${rest}`)],
  // The plans and the count; the subscription itself waits for the plan (paying users only).
  [
    '/minha-assinatura',
    async () => {
      const { plansQuery, searchCountQuery } = await import('../../features/subscription/queries');
      return { fresh: [plansQuery(true), searchCountQuery(true)] };
    },
  ],
  [
    '/user-stats',
    async () => {
      const { userStatsQuery } = await import('../../features/stats/queries');
      return { fresh: [userStatsQuery(true)] };
    },
  ],
  [
    '/user-stats/atualizacao',
    async () => {
      const { currentUpdateQuery, updateHistoryQuery } =
        await import('../../features/stats/queries');
      return { fresh: [currentUpdateQuery(true), updateHistoryQuery(true)] };
    },
  ],
  [
    '/user-details/:userId',
    async ([, userId = '']) => {
      const { userDetailsQuery } = await import('../../features/stats/queries');
      return { fresh: [userDetailsQuery(userId, true)] };
    },
  ],
];

/** The search page: the filters' lookups, the chosen UF's cities and the page the address names. */
async function searchReads(query: URLSearchParams): Promise<Partial<RouteReads>> {
  const [{ lookupQueries, searchPageQuery }, { readShownSearch }] = await Promise.all([
    import('../../features/search/search-queries'),
    import('../../features/search/shown-page-url'),
  ]);
  const kept: AnyQuery[] = [lookupQueries.ufs(), lookupQueries.cnaes(), lookupQueries.naturezas()];
  const { filters, page } = readShownSearch(query);
  if (filters.uf) kept.push(lookupQueries.municipios(filters.uf));
  if (page && page.run.total > 0) kept.push(searchPageQuery(page));
  return { kept };
}

/** The detail of the CNPJ an address names, when the page will show it (not rewrite or refuse it). */
async function detailReads(written: string): Promise<Partial<RouteReads>> {
  const cnpj = normaliseCnpj(written);
  if (validateCnpj(cnpj) !== null || cnpj !== written) return {};
  const { detailQueries } = await import('../../features/detail/queries');
  return { fresh: [...detailQueries(cnpj, true)] };
}

/** A path segment as the router's params give it; a malformed escape stays as written. */
function decoded(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** The reads of the page at `pathname?search`, once the page's query module has loaded. */
export async function routeReads(pathname: string, search: string): Promise<RouteReads> {
  const segments = pathname.replace(/\/+$/, '').split('/').slice(1).map(decoded);
  const page = pages.find(([pattern]) => matchPath(pattern, pathname));
  const reads = page ? await page[1](segments, new URLSearchParams(search)) : {};
  const layout = fullScreenPages.some(({ path }) => matchPath(path, pathname))
    ? []
    : [listasQuery(true), atualizacaoQuery(true)];
  return { fresh: reads.fresh ?? [], kept: [...layout, ...(reads.kept ?? [])] };
}

/**
 * Starts the reads of the page at `pathname?search` into `client`; resolves when all have answered
 * (a failed read too: prefetching never rejects, and the page shows the failure). Never rejects.
 */
export async function startRouteReads(
  client: QueryClient,
  { pathname, search }: { pathname: string; search: string },
): Promise<void> {
  // A query module that fails to load starts nothing: the page then reads for itself.
  const reads = await routeReads(pathname, search).catch(() => null);
  if (!reads) return;
  const { fresh, kept } = reads;
  // A read already under way is shared, not repeated (the cache dedupes by key).
  return Promise.all([
    ...fresh.map((options) => client.prefetchQuery({ ...options, staleTime: 0 })),
    ...kept.map((options) => client.prefetchQuery({ ...options, staleTime: Infinity })),
  ]).then(() => undefined);
}

/**
 * startRouteReads into the cache of user `uid`, with the plan (every signed-in page reads it, and its
 * answer redraws the plan's notices): the caller loads neither the cache nor the reads.
 */
export function startUserRouteReads(uid: string, place: { pathname: string; search: string }) {
  const client = cacheFor(uid);
  return Promise.all([startRouteReads(client, place), client.prefetchQuery(planQuery(uid))]).then(
    () => undefined,
  );
}
