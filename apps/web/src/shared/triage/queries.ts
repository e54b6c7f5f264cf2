// The triage's reads of its own (docs/product.md#triage): a company's partners, keyed as the detail
// keys them, read on demand and the next company's ahead. The set's pages are read by whoever names
// the set (the triage page, the bulk lookup).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../services/api';
import { keys } from '../services/server-state/keys';

/** GET /api/empresas/socios/{cnpj}: a company's partners. */
export const partnersQuery = (cnpj: string) =>
  queryOptions({
    queryKey: keys.socios(cnpj),
    queryFn: () => api.listPartners(cnpj),
    staleTime: 5 * 60_000,
    meta: { logAs: 'Failed to load the partners' },
  });

/** The partners of the company shown (none read while there is none). */
export const usePartnersQuery = (cnpj: string | undefined) =>
  useQuery({ ...partnersQuery(cnpj ?? ''), enabled: cnpj !== undefined });
