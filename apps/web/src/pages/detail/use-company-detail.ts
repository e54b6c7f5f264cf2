// docs/product.md#states-and-transitions detail screen: loading, then error, not-found, no data or loaded. Detail and partners are
// fetched in parallel; a 404 of the detail is "not found", any other failure is "error" (docs/product.md#errors).
import { isNotFound } from '@cnpj/api-client';
import type { DetailState } from '@cnpj/ui/screens/DetailScreen';
import { useEffect, useState } from 'react';
import { logError } from '../../lib/log';
import { api } from '../../services/api';

async function loadDetail(cnpj: string): Promise<DetailState> {
  try {
    const [company, partners] = await Promise.all([
      api.getCompanyDetail(cnpj),
      api.listPartners(cnpj),
    ]);
    return company ? { kind: 'ready', company, partners } : { kind: 'noData' };
  } catch (error) {
    if (isNotFound(error)) return { kind: 'notFound' };
    logError('Failed to load the company detail', error);
    return { kind: 'error' };
  }
}

/** The detail screen's state for `cnpj`, loaded once the backend session is `ready`. */
export function useCompanyDetail(cnpj: string, ready: boolean): DetailState {
  const [loaded, setLoaded] = useState<{ cnpj: string; state: DetailState } | null>(null);

  useEffect(() => {
    if (!ready) return;
    let current = true;
    void loadDetail(cnpj).then((state) => current && setLoaded({ cnpj, state }));
    return () => {
      current = false;
    };
  }, [cnpj, ready]);

  // A state loaded for another CNPJ (the route changed) is not shown.
  return loaded?.cnpj === cnpj ? loaded.state : { kind: 'loading' };
}
