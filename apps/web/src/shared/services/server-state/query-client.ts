// The app's one server-state cache (TanStack Query, decision 019). Its defaults follow the product:
// a failure the product says is "only logged" is logged here, once, from the query's `meta`; nothing
// is retried behind the user's back except a request that never reached the server (a network
// error), and that once; a page opened again shows what it had at once and revalidates.
import { isNetworkError } from '@cnpj/api-client';
import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { logError } from '../../lib/log';

/** What a query or mutation may say about itself. */
export interface ServerStateMeta extends Record<string, unknown> {
  /** The log line for a failure (docs/product.md#errors "only logged"); absent: the caller reports it. */
  logAs?: string;
  /** Expected failures that are answers, not faults (the update date's 403): not logged. */
  quiet?: (error: unknown) => boolean;
}

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: ServerStateMeta;
    mutationMeta: ServerStateMeta;
  }
}

function logFailure(error: unknown, meta: ServerStateMeta | undefined): void {
  if (!meta?.logAs || meta.quiet?.(error)) return;
  logError(meta.logAs, error);
}

/**
 * Data a view reads when it opens: the navigation that opens the view reads it (app/routes/route-data.ts),
 * so its screen mounting right after does not read it a second time.
 */
export const READ_BY_NAVIGATION = { refetchOnMount: false } as const;

/** One retry, for a network error only: a server's answer, even a 500, is final. */
export function retryNetworkErrorOnce(failureCount: number, error: unknown): boolean {
  return failureCount < 1 && isNetworkError(error);
}

/** A fresh cache: one per signed-in user in the app, one per test. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({ onError: (error, query) => logFailure(error, query.meta) }),
    mutationCache: new MutationCache({
      onError: (error, _v, _c, mutation) => logFailure(error, mutation.meta),
    }),
    defaultOptions: {
      queries: {
        retry: retryNetworkErrorOnce,
        // The product names when data is read (on opening a page, after a change); a tab regaining
        // focus is not one of those moments, and a prospector switches tabs all day.
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
}
