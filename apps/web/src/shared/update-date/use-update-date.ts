// docs/product.md#screens-and-routes, #errors header badges: dt_atualizado_ate from GET /api/atualizacao,
// a query of the server-state cache. A 403, a missing date or any other failure hides the badges
// (null); the screen derives the next update date itself.
import { sourceLine } from '@cnpj/domain';
import { useDeferredValue } from 'react';
import { useAuth } from '../auth/AuthProvider';
import { useAtualizacaoQuery } from './queries';

/** The raw update date, or null while unknown or hidden. */
export function useUpdateDate(backendSignedIn: boolean): string | null {
  const { data } = useAtualizacaoQuery(backendSignedIn);
  // Deferred: the date redraws the header at low priority (decision 015).
  return useDeferredValue(backendSignedIn ? (data?.dt_atualizado_ate ?? null) : null);
}

/**
 * "Fonte: Receita Federal (dados abertos), base de dd/mm/aaaa" (docs/product.md "Where the data comes
 * from"), beside the company data and every export; null while the date is unknown.
 */
export function useSourceLine(): string | null {
  const { backendSignedIn } = useAuth();
  return sourceLine(useUpdateDate(backendSignedIn));
}
