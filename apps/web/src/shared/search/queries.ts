// The register's search capabilities every feature that searches reads (docs/product.md#search
// "Only companies new to you"): the extension GET /api/capacidades, read once per session under one
// key, so the search page and the Radar's checks share the read.
import { isNotFound } from '@cnpj/api-client';
import type { CriterioExtra } from '@cnpj/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../services/api';
import { keys } from '../services/server-state/keys';

/** Reference data changes with the register's monthly update, not while a user works. */
const SESSION = { staleTime: Infinity, gcTime: Infinity } as const;

export const NONE_ANNOUNCED: readonly CriterioExtra[] = [];

/**
 * Extension GET /api/capacidades (decision 043): the criteria the backend applies, for the session.
 * A 404 is an answer: none. Any other failure is logged and also counts as none, so nothing unannounced
 * is ever sent.
 */
export const capabilitiesQuery = () =>
  queryOptions({
    queryKey: keys.capacidades,
    queryFn: async (): Promise<readonly CriterioExtra[]> => {
      try {
        return (await api.getCapacidades()).criterios;
      } catch (error) {
        if (isNotFound(error)) return NONE_ANNOUNCED;
        throw error;
      }
    },
    ...SESSION,
    meta: { logAs: 'Failed to load the capabilities', quiet: isNotFound },
  });

/** The announced criteria once known; null while loading (a page then waits to narrow itself). */
export function useAnnouncedCriteria(): ReadonlySet<CriterioExtra> | null {
  const { data, isError } = useQuery(capabilitiesQuery());
  const list = isError ? NONE_ANNOUNCED : data;
  return list ? new Set(list) : null;
}
