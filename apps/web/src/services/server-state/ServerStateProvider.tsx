// The signed-in app's server-state cache. One per signed-in user: the routes mount it under the
// sign-in guard keyed by the user, so another user never sees the previous one's lists, and a test's
// render starts with an empty cache. It lives in the router's chunk, not the entry: /login does not
// load the library (performance budget).
import { QueryClientProvider, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import { subscribeListsRefresh } from '../lists-refresh';
import { createQueryClient } from './query-client';
import { keys } from './keys';

/** The product's lists-refresh signal (docs/product.md#calls) invalidates the one lists query. */
function ListsRefreshBridge() {
  const client = useQueryClient();
  useEffect(
    () => subscribeListsRefresh(() => void client.invalidateQueries({ queryKey: keys.listas })),
    [client],
  );
  return null;
}

/** Provides a fresh cache to `children`. */
export function ServerStateProvider({ children }: { children: ReactNode }) {
  const [client] = useState(createQueryClient);
  useEffect(() => () => client.clear(), [client]);
  return (
    <QueryClientProvider client={client}>
      <ListsRefreshBridge />
      {children}
    </QueryClientProvider>
  );
}
