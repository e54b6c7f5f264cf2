// docs/product.md#calls: GET /api/listas when authenticated and on the lists-refresh event, for the
// side menu's "Minhas Listas" submenu: the one lists query the lists page and the add-to-list dialog
// also read. A failure is only logged (docs/product.md#errors); the menu keeps what it had.
import type { Lista } from '@cnpj/domain';
import { useQuery } from '@tanstack/react-query';
import { useDeferredValue } from 'react';
import { listasQuery } from '../services/server-state/queries';

const NONE: readonly Lista[] = [];

/** The user's lists (empty until the backend user is known), and whether they are first being read. */
export function useMenuLists(backendSignedIn: boolean): {
  lists: readonly Lista[];
  loading: boolean;
} {
  const query = useQuery(listasQuery(backendSignedIn));
  // Deferred: a new list redraws the whole menu at low priority (decision 015).
  const lists = useDeferredValue(backendSignedIn ? (query.data ?? NONE) : NONE);
  return { lists, loading: !backendSignedIn || query.isPending };
}
