// docs/product.md#calls: GET /api/listas when authenticated and on the lists-refresh event, for the side menu's
// "Minhas Listas" submenu. A failure is only logged (docs/product.md#errors); the menu keeps what it had.
import type { Lista } from '@cnpj/domain';
import { startTransition, useEffect, useState } from 'react';
import { logError } from '../lib/log';
import { api } from '../services/api';
import { subscribeListsRefresh } from '../services/lists-refresh';

/** The user's lists, reloaded on every lists-refresh signal; empty until the backend user is known. */
export function useMenuLists(backendSignedIn: boolean): readonly Lista[] {
  const [lists, setLists] = useState<readonly Lista[]>([]);

  useEffect(() => {
    if (!backendSignedIn) return;
    let current = true;
    const load = () => {
      api.listListas().then(
        // A transition: it redraws the whole menu (decision 015).
        (answer) => current && startTransition(() => setLists(answer)),
        (error: unknown) => logError('Failed to load the lists', error),
      );
    };
    load();
    const unsubscribe = subscribeListsRefresh(load);
    return () => {
      current = false;
      unsubscribe();
    };
  }, [backendSignedIn]);

  return backendSignedIn ? lists : [];
}
