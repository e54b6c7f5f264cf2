// The triage's server reads (docs/product.md#triage, #calls), through the one API client: a page of
// the set, a stored search's page, keyed as the search page keys it, so the two share what was read;
// or a list's page through the one-list extension. (A Radar queue's pages are the Radar's reads.)
import { isNotFound } from '@cnpj/api-client';
import { PAGE_SIZE, isFreePlanRefusal, totalPages, type EmpresaResumo } from '@cnpj/domain';
import { queryOptions, useQuery, type UseQueryOptions } from '@tanstack/react-query';
import { api } from '../../shared/services/api';
import { keys } from '../../shared/services/server-state/keys';
import type { TriagePageData } from '../../shared/triage/set';
import type { TriageSet } from './triage-url';

/** Either read, seen through its `select` as a page of the set (null: a list this backend cannot read). */
export type TriagePageQuery = UseQueryOptions<
  unknown,
  Error,
  TriagePageData | null,
  readonly unknown[]
>;

/** The list's rows as read (null without the extension). */
type ListRead = { rows: EmpresaResumo[]; total: number } | null;

/** The page of the set `set` names. */
export const triagePageQuery = (set: Exclude<TriageSet, { kind: 'radar' }>): TriagePageQuery =>
  (set.kind === 'search'
    ? queryOptions({
        queryKey: keys.pesquisa(
          set.shown.page.run.pesquisaId,
          set.shown.page.run.ordenacao,
          set.shown.page.page,
        ),
        queryFn: () =>
          api.getSearchPage({
            pesquisaId: set.shown.page.run.pesquisaId,
            ordenacao: set.shown.page.run.ordenacao,
            page: set.shown.page.page,
          }),
        staleTime: Infinity,
        meta: { logAs: 'Failed to load the results page', quiet: isFreePlanRefusal },
        select: (rows): TriagePageData | null => ({
          rows,
          total: set.shown.page.run.total,
          pages: totalPages(set.shown.page.run.total),
        }),
      })
    : queryOptions({
        // Under the list's key, so adding or removing a company reads it again.
        queryKey: [...keys.lista(set.listId, set.page), 'triagem'],
        queryFn: async (): Promise<ListRead> => {
          try {
            const { data, total } = await api.getLista(set.listId, {
              page: set.page,
              recordsPerPage: PAGE_SIZE,
            });
            return { rows: data, total };
          } catch (error) {
            // docs/product.md#my-lists: without the extension a list's companies cannot be read.
            if (isNotFound(error)) return null;
            throw error;
          }
        },
        meta: { logAs: 'Failed to load the list' },
        select: (data: ListRead): TriagePageData | null =>
          data && { rows: data.rows, total: data.total, pages: totalPages(data.total) },
      })) as TriagePageQuery;

/** The page of the set the triage walks. */
export const useTriagePageQuery = (set: Exclude<TriageSet, { kind: 'radar' }>) =>
  useQuery(triagePageQuery(set));
