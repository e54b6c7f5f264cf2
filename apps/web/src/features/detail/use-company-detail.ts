// docs/product.md#states-and-transitions detail screen: loading, then error, not-found, no data or
// loaded. Detail and partners are two queries, read in parallel; a 404 of the detail is "not found",
// any other failure is "error" (docs/product.md#errors).
import { isNotFound } from '@cnpj/api-client';
import type { DetailState } from '@cnpj/ui/screens/DetailScreen';
import { useDetailQueries } from './queries';

/** The detail screen's state for `cnpj`, loaded once the backend session is `ready`. */
export function useCompanyDetail(cnpj: string, ready: boolean): DetailState {
  const [detail, partners] = useDetailQueries(cnpj, ready);
  const failure = detail.error ?? partners.error;
  // Failures are logged by the queries themselves (their meta), a 404 excepted.
  if (isNotFound(detail.error)) return { kind: 'notFound' };
  if (failure) return { kind: 'error' };
  if (!detail.isSuccess || !partners.isSuccess) return { kind: 'loading' };
  return detail.data
    ? { kind: 'ready', company: detail.data, partners: partners.data }
    : { kind: 'noData' };
}
