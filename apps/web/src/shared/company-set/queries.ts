// The server reads every set of companies shares (docs/product.md#calls): the user's lists, GET
// /api/listas, that the side menu, the lists page and the add-to-list dialog read as one query, and
// the companies on those lists, which a search, a list or a bulk lookup leaves out or marks.
import { isNotFound } from '@cnpj/api-client';
import { NAO_CONTATAR_LIST_NAME } from '@cnpj/domain';
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { api } from '../services/api';
import { keys } from '../services/server-state/keys';
import { readKnownCompanies, useKnownCompanies, type KnownCompanies } from './known-companies';
import { READ_BY_NAVIGATION } from '../services/server-state/query-client';

/** GET /api/listas: the one lists query every view shares. */
export const listasQuery = (enabled: boolean) =>
  queryOptions({
    queryKey: keys.listas,
    queryFn: () => api.listListas(),
    enabled,
    ...READ_BY_NAVIGATION,
    meta: { logAs: 'Failed to load the lists' },
  });

/** The user's lists, once the backend session is `ready`. */
export const useListasQuery = (ready: boolean) => useQuery(listasQuery(ready));

/** How much of each list a page reads to leave its companies out: 5 pages of 1,000. */
const LIST_PAGES = 5;
const LIST_PAGE_SIZE = 1000;
/** Lists read at most (the newest lists are the user's work in progress). */
const MAX_LISTS = 30;

/** The companies on the user's lists and on "Não contatar", as the backend keeps them. */
export interface ListedCompanies {
  inLists: ReadonlySet<string>;
  naoContatar: ReadonlySet<string>;
}

/** The CNPJs of one list through the one-list extension; null when the backend lacks it (404). */
async function listCnpjs(listId: number) {
  const cnpjs: string[] = [];
  for (let page = 1; page <= LIST_PAGES; page += 1) {
    try {
      const { data, total } = await api.getLista(listId, {
        page,
        recordsPerPage: LIST_PAGE_SIZE,
      });
      cnpjs.push(...data.map((row) => row.cnpj));
      if (page * LIST_PAGE_SIZE >= total) break;
    } catch (error) {
      if (isNotFound(error)) return null;
      throw error;
    }
  }
  return cnpjs;
}

/**
 * The companies on the user's lists, for a page that leaves them out by itself (the backend did not
 * announce excluir_listas, decision 043): read from the backend's lists where it has the one-list
 * extension; null without it, when only what this browser added is known. `naoContatarOnly` reads
 * that one list alone (decision 057: a search stored before a company went on it still holds it).
 */
export function listedCompaniesQuery(enabled: boolean, naoContatarOnly = false) {
  return queryOptions({
    queryKey: naoContatarOnly ? [...keys.listadas, NAO_CONTATAR_LIST_NAME] : keys.listadas,
    queryFn: async (): Promise<ListedCompanies | null> => {
      const inLists = new Set<string>();
      const naoContatar = new Set<string>();
      const lists = (await api.listListas()).filter(
        (list) => !naoContatarOnly || list.descricao === NAO_CONTATAR_LIST_NAME,
      );
      for (const list of lists.slice(-MAX_LISTS)) {
        const cnpjs = await listCnpjs(list.id);
        if (cnpjs === null) return null;
        for (const cnpj of cnpjs) inLists.add(cnpj);
        if (list.descricao === NAO_CONTATAR_LIST_NAME)
          for (const cnpj of cnpjs) naoContatar.add(cnpj);
      }
      return { inLists, naoContatar };
    },
    enabled,
    staleTime: 60_000,
    meta: { logAs: "Failed to read the lists' companies" },
  });
}

/**
 * Every company known to be on "Não contatar" now, for what is about to be sent or exported
 * (decision 057): this browser's record with the backend's list as last read.
 */
export function naoContatarNow(client: QueryClient): ReadonlySet<string> {
  const browser = readKnownCompanies().naoContatar;
  const read = [keys.listadas, [...keys.listadas, NAO_CONTATAR_LIST_NAME]].flatMap((queryKey) => [
    ...(client.getQueryData<ListedCompanies | null>(queryKey)?.naoContatar ?? []),
  ]);
  return read.length === 0 ? browser : new Set([...browser, ...read]);
}

const union = (a: ReadonlySet<string>, b: ReadonlySet<string>) =>
  b.size === 0 ? a : new Set([...a, ...b]);

/**
 * The companies a page leaves out by itself: the backend's lists where it can read them (the
 * one-list extension), with what this browser added (decision 043).
 */
export function useListedCompanies(enabled: boolean, naoContatarOnly = false): KnownCompanies {
  const browser = useKnownCompanies();
  const { data } = useQuery(listedCompaniesQuery(enabled, naoContatarOnly));
  if (!data) return browser;
  return {
    inLists: union(browser.inLists, data.inLists),
    naoContatar: union(browser.naoContatar, data.naoContatar),
  };
}
