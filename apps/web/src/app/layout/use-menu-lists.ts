// docs/product.md#calls: GET /api/listas when authenticated and on the lists-refresh event, for the
// side menu's "Minhas Listas" submenu: the one lists query the lists page and the add-to-list dialog
// also read. docs/product.md#layout: while the lists are first read the menu says so, and when they
// could not be read it says that, with "Tentar novamente": a failure never reads as "Nenhuma lista
// encontrada". A failed re-read after the lists were shown keeps them (the last answer stands).
import type { Lista } from '@cnpj/domain';
import type { MenuLists, MenuListsStatus } from '@cnpj/ui/screens/AppShell';
import { useDeferredValue } from 'react';
import { useListasQuery } from '../../shared/company-set/queries';

const NONE: readonly Lista[] = [];

/**
 * The user's lists (empty until the backend user is known), what is known of them, and a retry: the
 * submenu's content as the shell takes it.
 */
export function useMenuLists(backendSignedIn: boolean): Required<MenuLists> {
  const query = useListasQuery(backendSignedIn);
  // Deferred: a new list redraws the whole menu at low priority (decision 015).
  const items = useDeferredValue(backendSignedIn ? (query.data ?? NONE) : NONE);
  const { refetch } = query;
  const onRetry = () => void refetch();
  return { items, status: menuListsStatus(backendSignedIn, query), onRetry };
}

/** 'failed' only while nothing was ever read and no retry is in flight: a retry shows loading again. */
function menuListsStatus(
  backendSignedIn: boolean,
  query: { data: unknown; isError: boolean; isFetching: boolean },
): MenuListsStatus {
  if (!backendSignedIn) return 'loading';
  if (query.data !== undefined) return 'loaded';
  return query.isError && !query.isFetching ? 'failed' : 'loading';
}
