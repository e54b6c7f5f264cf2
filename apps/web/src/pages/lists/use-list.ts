// One list (/minhas-listas/{listaId}). Its companies come from the extension GET /api/listas/{id};
// a 404 there while GET /api/listas still has the list means the backend lacks the extension, so the
// screen shows its 'unavailable' state and the extension actions (remove, delete) are hidden.
import { isNotFound } from '@cnpj/api-client';
import { PAGE_SIZE } from '@cnpj/domain';
import type { ListState } from '@cnpj/ui/screens/ListScreen';
import { useCallback, useEffect, useState } from 'react';
import { logError } from '../../lib/log';
import { api } from '../../services/api';

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

/** The list page's state for `listId` and `page`, once the backend session is `ready`. */
export function useList(listId: number | null, page: number, ready: boolean) {
  const [loaded, setLoaded] = useState<LoadedList>({
    state: { kind: 'loading' },
    extension: false,
  });
  const [version, setVersion] = useState(0);

  useEffect(() => {
    if (!ready) return;
    if (listId === null) return setLoaded({ state: { kind: 'notFound' }, extension: false });
    let current = true;
    // Keep the list's header while another page of its companies loads.
    setLoaded((previous) =>
      previous.state.kind === 'ready' && previous.state.list.id === listId
        ? { ...previous, state: { ...previous.state, companies: { kind: 'loading' } } }
        : { state: { kind: 'loading' }, extension: false },
    );
    loadList(listId, page)
      .then((next) => current && setLoaded(next))
      .catch((error: unknown) => {
        logError('Failed to load the list', error);
        if (current) setLoaded({ state: { kind: 'error' }, extension: false });
      });
    return () => {
      current = false;
    };
  }, [listId, page, ready, version]);

  const reload = useCallback(() => setVersion((v) => v + 1), []);
  return { ...loaded, reload };
}
