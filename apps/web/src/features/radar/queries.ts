// The Radar page's own reads (docs/product.md#radar). The reads the frame shares (the monitors, the
// queue, the backend's list changes) are in shared/radar/queries.ts; a list read to compare it in
// this browser is only the Radar page's, so it stays out of the code every page loads with the frame.
import { isNotFound } from '@cnpj/api-client';
import { LIST_SNAPSHOT_ROWS, type EmpresaResumo } from '@cnpj/domain';
import { queryOptions, useQueries } from '@tanstack/react-query';
import { radarKeys } from '../../shared/radar/queries';
import { api } from '../../shared/services/api';

/** One list read to compare it in this browser: its first companies and its total. */
export interface ListReading {
  total: number;
  rows: readonly EmpresaResumo[];
}

/**
 * A list's first companies at `release`, to compare it in this browser where the backend keeps no
 * Radar (decision 081): one call of the one-list extension, as the list page reads it; null when
 * the backend answers 404, where it cannot list a list's companies. Read once per release.
 */
export const listReadingQuery = (listId: number, release: string, enabled: boolean) =>
  queryOptions({
    queryKey: radarKeys.leitura(listId, release),
    queryFn: async (): Promise<ListReading | null> => {
      try {
        const { total, data } = await api.getLista(listId, {
          page: 1,
          recordsPerPage: LIST_SNAPSHOT_ROWS,
        });
        return { total, rows: data };
      } catch (error) {
        if (isNotFound(error)) return null;
        throw error;
      }
    },
    enabled,
    staleTime: Infinity,
    meta: { logAs: "Failed to read a list's companies for the Radar" },
  });

/** Each list of `due` read at `release` (the others are not read: their comparison is kept). */
export const useListReadingQueries = (
  lists: readonly { listId: number; due: boolean }[],
  release: string,
) =>
  useQueries({
    queries: lists.map(({ listId, due }) => listReadingQuery(listId, release, due)),
  });
