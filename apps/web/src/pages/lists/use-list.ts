// One list (/minhas-listas/{listaId}). Its companies come from the extension GET /api/listas/{id};
// a 404 there while GET /api/listas still has the list means the backend lacks the extension, so the
// screen shows its 'unavailable' state and the extension actions (remove, delete) are hidden.
import { isNotFound } from '@cnpj/api-client';
import { PAGE_SIZE } from '@cnpj/domain';
import type { ListState } from '@cnpj/ui/screens/ListScreen';
import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { api } from '../../services/api';
import { keys } from '../../services/server-state/keys';

/** The screen state and whether the backend has the one-list extension. */
export interface LoadedList {
  state: ListState;
  extension: boolean;
}

/** The list id of a route parameter, or null when it cannot be one. */
export function parseListId(param: string | undefined): number | null {
  const id = Number(param);
  return Number.isInteger(id) && id >= 1 ? id : null;
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

const LOADING: LoadedList = { state: { kind: 'loading' }, extension: false };
const NOT_FOUND: LoadedList = { state: { kind: 'notFound' }, extension: false };
const FAILED: LoadedList = { state: { kind: 'error' }, extension: false };

/** The list page's state for `listId` and `page`, once the backend session is `ready`: a query per page. */
export function useList(listId: number | null, page: number, ready: boolean) {
  const query = useQuery({
    queryKey: keys.lista(listId ?? 0, page),
    queryFn: () => loadList(listId!, page),
    enabled: ready && listId !== null,
    // Another page of the same list keeps the list's header while its companies load.
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[1] === listId ? previous : undefined,
    meta: { logAs: 'Failed to load the list' },
  });
  const { refetch } = query;
  const reload = useCallback(() => void refetch(), [refetch]);

  let loaded: LoadedList = LOADING;
  if (listId === null) loaded = NOT_FOUND;
  else if (query.isError && !query.isFetching) loaded = FAILED;
  else if (query.isPlaceholderData && query.data?.state.kind === 'ready') {
    loaded = { ...query.data, state: { ...query.data.state, companies: { kind: 'loading' } } };
  } else if (query.data) loaded = query.data;
  return { ...loaded, reload };
}
