// One list (/minhas-listas/{listaId}). Its companies come from the extension GET /api/listas/{id};
// a 404 there while GET /api/listas still has the list means the backend lacks the extension, so the
// screen shows its 'unavailable' state and the extension actions (remove, delete) are hidden.
import { useListaQuery, type LoadedList } from './queries';

/** The list id of a route parameter, or null when it cannot be one. */
export function parseListId(param: string | undefined): number | null {
  const id = Number(param);
  return Number.isInteger(id) && id >= 1 ? id : null;
}

const LOADING: LoadedList = { state: { kind: 'loading' }, extension: false };
const NOT_FOUND: LoadedList = { state: { kind: 'notFound' }, extension: false };
const FAILED: LoadedList = { state: { kind: 'error' }, extension: false };

/** The list page's state for `listId` and `page`, once the backend session is `ready`: a query per page. */
export function useList(listId: number | null, page: number, ready: boolean) {
  const query = useListaQuery(listId, page, ready);
  const { refetch } = query;
  const reload = () => void refetch();

  let loaded: LoadedList = LOADING;
  if (listId === null) loaded = NOT_FOUND;
  else if (query.isError && !query.isFetching) loaded = FAILED;
  else if (query.isPlaceholderData && query.data?.state.kind === 'ready') {
    loaded = { ...query.data, state: { ...query.data.state, companies: { kind: 'loading' } } };
  } else if (query.data) loaded = query.data;
  return { ...loaded, reload };
}
