// My subscription (/minha-assinatura, docs/product.md#screens-and-routes): the plan (free or paid, never named, docs/product.md#overview), the
// searches used (GET /api/pesquisas/count/{uid}; null when it cannot be read, docs/product.md#errors) and the
// upgrade call (VITE_SUBSCRIBE_URL, or an e-mail to the contact address).
import { SubscriptionScreen, type SubscriptionState } from '@cnpj/ui/screens/SubscriptionScreen';
import { useMemo } from 'react';
import { useAuth } from '../auth/AuthProvider';
import { config } from '../config';
import { logError } from '../lib/log';
import { api } from '../services/api';
import { usePlan } from '../services/PlanProvider';
import { useScreenQuery } from '../services/server-state/use-screen-query';

async function loadCount(uid: string): Promise<number | null> {
  try {
    return await api.countSearches(uid);
  } catch (error) {
    logError('Failed to read the search count', error);
    return null;
  }
}

/** The page at /minha-assinatura. */
export default function SubscriptionPage() {
  const { user, backendSignedIn } = useAuth();
  const { isFree, loaded } = usePlan();
  const uid = user?.uid ?? '';
  const key = useMemo(() => ['pesquisas', 'count', uid], [uid]);
  const count = useScreenQuery<number | null | undefined>(
    key,
    () => loadCount(uid),
    backendSignedIn,
    undefined,
  );
  const state: SubscriptionState =
    loaded && count.state !== undefined
      ? { kind: 'ready', plan: isFree ? 'free' : 'paid', searchesUsed: count.state }
      : { kind: 'loading' };
  return (
    <SubscriptionScreen
      state={state}
      subscribeUrl={config.subscribeUrl || undefined}
      contactEmail={config.contactEmail}
    />
  );
}
