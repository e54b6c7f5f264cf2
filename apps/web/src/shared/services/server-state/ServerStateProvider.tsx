// The signed-in app's server-state cache. One per signed-in user: the routes mount it under the
// sign-in guard keyed by the user with that user's cache (signed-in-cache.ts), so another user never
// sees the previous one's lists; a hook test's render starts with an empty cache of its own. It
// lives in the router's chunk, not the entry: /login does not load the library (performance budget).
import { QueryClientProvider, useQueryClient, type QueryClient } from '@tanstack/react-query';
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

/** Provides `cache` to `children`; without one, a fresh cache of their own (tests). */
export function ServerStateProvider({
  cache,
  children,
}: {
  cache?: QueryClient;
  children: ReactNode;
}) {
  const [own] = useState(() => (cache ? null : createQueryClient()));
  const client = cache ?? own!;
  useEffect(() => (own ? () => own.clear() : undefined), [own]);
  return (
    <QueryClientProvider client={client}>
      <ListsRefreshBridge />
      {children}
    </QueryClientProvider>
  );
}
