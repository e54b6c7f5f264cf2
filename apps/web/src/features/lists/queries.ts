// The lists feature's server reads (docs/product.md#calls): GET /api/listas, the one lists query the
// side menu, the lists page and the add-to-list dialog share, and one page of one list through the
// extension GET /api/listas/{id}. A 404 there while GET /api/listas still has the list means the
// backend lacks the extension: the list shows as 'unavailable' and its extension actions hide.
import { isNotFound } from '@cnpj/api-client';
import { PAGE_SIZE } from '@cnpj/domain';
import type { ListState } from '@cnpj/ui/screens/ListScreen';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../shared/services/api';
import { keys } from '../../shared/services/server-state/keys';
import { READ_BY_NAVIGATION } from '../../shared/services/server-state/query-client';

/** The screen state and whether the backend has the one-list extension. */
export interface LoadedList {
  state: ListState;
  extension: boolean;
}

async function withoutExtension(listId: number): Promise<LoadedList> {
  const list = (await api.listListas()).find((item) => item.id === listId);
  if (!list) return { state: { kind: 'notFound' }, extension: true };
  return { state: { kind: 'ready', list, companies: { kind: 'unavailable' } }, extension: false };
}

/** Loads one page of the list, falling back to GET /api/listas when the extension is missing. */
export async function loadList(listId: number, page: number): Promise<LoadedList> {
  try {
    const { id, descricao, total, data } = await api.getLista(listId, {
      page,
      recordsPerPage: PAGE_SIZE,
    });
    const companies = { kind: 'ready' as const, page, total, rows: data };
    return { state: { kind: 'ready', list: { id, descricao }, companies }, extension: true };
  } catch (error) {
    if (isNotFound(error)) return withoutExtension(listId);
    throw error;
  }
}

/** Page `page` of list `listId` (a query per page). */
export const listaQuery = (listId: number | null, page: number, ready: boolean) =>
  queryOptions({
    queryKey: keys.lista(listId ?? 0, page),
    queryFn: () => loadList(listId!, page),
    enabled: ready && listId !== null,
    ...READ_BY_NAVIGATION,
    // Another page of the same list keeps the list's header while its companies load.
    placeholderData: (previous: LoadedList | undefined, previousQuery) =>
      previousQuery?.queryKey[1] === listId ? previous : undefined,
    meta: { logAs: 'Failed to load the list' },
  });

/** One page of one list, once the backend session is `ready`. */
export const useListaQuery = (listId: number | null, page: number, ready: boolean) =>
  useQuery(listaQuery(listId, page, ready));
