// docs/product.md#screens-and-routes, #errors header badges: dt_atualizado_ate from GET /api/atualizacao,
// a query of the server-state cache. A 403, a missing date or any other failure hides the badges
// (null); the screen derives the next update date itself.
import { useDeferredValue } from 'react';
import { useAtualizacaoQuery } from './queries';

/** The raw update date, or null while unknown or hidden. */
export function useUpdateDate(backendSignedIn: boolean): string | null {
  const { data } = useAtualizacaoQuery(backendSignedIn);
  // Deferred: the date redraws the header at low priority (decision 015).
  return useDeferredValue(backendSignedIn ? (data?.dt_atualizado_ate ?? null) : null);
}
