// docs/product.md#screens-and-routes, #errors header badges: dt_atualizado_ate from GET /api/atualizacao. A 403, a missing date or any
// other failure hides the badges (null); the screen derives the next update date itself.
import { ApiError } from '@cnpj/api-client';
import { startTransition, useEffect, useState } from 'react';
import { logError } from '../lib/log';
import { api } from '../services/api';

/** The raw update date, or null while unknown or hidden. */
export function useUpdateDate(backendSignedIn: boolean): string | null {
  const [date, setDate] = useState<string | null>(null);

  useEffect(() => {
    if (!backendSignedIn) return;
    let current = true;
    api.getAtualizacao().then(
      // A transition: it redraws the header (decision 015).
      ({ dt_atualizado_ate }) =>
        current && startTransition(() => setDate(dt_atualizado_ate ?? null)),
      (error: unknown) => {
        // A 403 is an expected answer (docs/product.md#errors: the badges hide); anything else is worth a log line.
        if (!(error instanceof ApiError && error.status === 403)) {
          logError('Failed to load the update date', error);
        }
        if (current) setDate(null);
      },
    );
    return () => {
      current = false;
    };
  }, [backendSignedIn]);

  return date;
}
