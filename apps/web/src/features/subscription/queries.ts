// "Minha Assinatura"'s server reads and actions (docs/product.md#my-subscription): the plans, the current
// subscription, the search count, the checkout and the cancellation. The plans and the subscription are
// extensions: a 404 is an answer ('unavailable', the screen falls back), any other failure is logged and
// shown with a retry. The loaders never throw, so a query here never fails.
import { isNotFound } from '@cnpj/api-client';
import {
  asOfToday,
  checkoutReturns,
  type AssinaturaAtual,
  type Periodicidade,
  type PlanoOferta,
} from '@cnpj/domain';
import type { ObrigadoPlan } from '@cnpj/ui/screens/ObrigadoScreen';
import type {
  CancelState,
  CheckoutState,
  ExtensionState,
} from '@cnpj/ui/screens/SubscriptionScreen';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { logError } from '../../shared/lib/log';
import { api } from '../../shared/services/api';
import { keys } from '../../shared/services/server-state/keys';
import { READ_BY_NAVIGATION } from '../../shared/services/server-state/query-client';

async function extension<T>(read: () => Promise<T>, what: string): Promise<ExtensionState<T>> {
  try {
    return { kind: 'ready', value: await read() };
  } catch (error) {
    if (isNotFound(error)) return { kind: 'unavailable' };
    logError(`Failed to load ${what}`, error);
    return { kind: 'error' };
  }
}

/** Extension GET /api/planos. */
export const plansQuery = (enabled: boolean) =>
  queryOptions({
    queryKey: keys.subscription.planos,
    queryFn: () => extension<PlanoOferta[]>(() => api.getPlanos(), 'the plans'),
    enabled,
    ...READ_BY_NAVIGATION,
  });

/** Extension GET /api/assinaturas/atual, as of today: no past renewal shown as ahead (docs/product.md#my-subscription). */
export const currentSubscriptionQuery = (enabled: boolean) =>
  queryOptions({
    queryKey: keys.subscription.atual,
    queryFn: () =>
      extension<AssinaturaAtual>(
        async () => asOfToday(await api.getAssinaturaAtual(), new Date()),
        'the subscription',
      ),
    enabled,
  });

/** GET /api/pesquisas/count/{uid}; null when it cannot be read (docs/product.md#errors). */
export const searchCountQuery = (enabled: boolean) =>
  queryOptions({
    queryKey: keys.subscription.pesquisas,
    queryFn: async (): Promise<number | null> => {
      try {
        return await api.countSearches();
      } catch (error) {
        logError('Failed to read the search count', error);
        return null;
      }
    },
    enabled,
    ...READ_BY_NAVIGATION,
  });

const LOADING = { kind: 'loading' } as const;

/** What the page reads: the plans always, the subscription for a paying user, the count. */
export function useSubscriptionReads(signedIn: boolean, paying: boolean) {
  const client = useQueryClient();
  const plans = useQuery(plansQuery(signedIn));
  const current = useQuery(currentSubscriptionQuery(signedIn && paying));
  const count = useQuery(searchCountQuery(signedIn));
  // "Tentar novamente" shows the loading state again, as the first read did.
  const reload = () => void client.resetQueries({ queryKey: keys.subscription.all });
  return {
    plans: plans.data ?? LOADING,
    current: current.data ?? LOADING,
    count: count.isSuccess ? count.data : undefined,
    reload,
  };
}

/** Where the browser goes: the provider's page, in this tab (a seam for tests). */
export const navigation = { assign: (url: string) => window.location.assign(url) };

/** POST /api/assinaturas/checkout, then the provider's hosted checkout in the same tab. */
export function useCheckout(): {
  state: CheckoutState;
  open: (plano: string, periodicidade: Periodicidade) => void;
} {
  const checkout = useMutation({
    mutationFn: (choice: { plano: string; periodicidade: Periodicidade }) =>
      api.createCheckout({
        ...choice,
        ...checkoutReturns(window.location.origin, choice.plano, choice.periodicidade),
      }),
    // Still "opening" while the browser leaves: the button stays busy until the provider's page loads.
    onSuccess: ({ url }) => navigation.assign(url),
    onError: (error) => logError('Failed to open the checkout', error),
  });
  const { mutate } = checkout;
  const open = (plano: string, periodicidade: Periodicidade) => mutate({ plano, periodicidade });
  const state: CheckoutState =
    checkout.isPending || checkout.isSuccess
      ? { kind: 'opening', plano: checkout.variables?.plano ?? '' }
      : checkout.isError
        ? { kind: 'failed' }
        : { kind: 'idle' };
  return { state, open };
}

/** POST /api/assinaturas/atual/cancelamento; the answer becomes the subscription shown. */
export function useCancelSubscription(): { state: CancelState; cancel: () => void } {
  const client = useQueryClient();
  const cancelling = useMutation({
    mutationFn: async () => asOfToday(await api.cancelAssinatura(), new Date()),
    onSuccess: (value) =>
      client.setQueryData(keys.subscription.atual, { kind: 'ready', value } as const),
    onError: (error) => logError('Failed to cancel the subscription', error),
  });
  const { mutate } = cancelling;
  const cancel = () => mutate();
  const state: CancelState = cancelling.isPending
    ? 'cancelling'
    : cancelling.isError
      ? 'failed'
      : 'idle';
  return { state, cancel };
}

/**
 * The overdue subscription's payment address for the banner across the app, or null (not paying, not
 * overdue, or the extension missing). Read only for paying users; shares the page's cache entry.
 */
export function useOverduePayment(
  signedIn: boolean,
  paying: boolean,
): { url: string | null } | null {
  const { data } = useQuery(currentSubscriptionQuery(signedIn && paying));
  if (data?.kind !== 'ready' || data.value.status !== 'em_atraso') return null;
  return { url: data.value.url_pagamento };
}

/**
 * The plan just bought, for the thank-you page (docs/product.md#thank-you-page): the subscription's
 * code, fresher than `plan` read at sign-in, and its limits among the plans on offer; null limits when
 * the extensions cannot say.
 */
export function useBoughtPlan(signedIn: boolean, plan: string): ObrigadoPlan {
  const current = useQuery(currentSubscriptionQuery(signedIn));
  const plans = useQuery(plansQuery(signedIn));
  if (!current.data || !plans.data) return { kind: 'loading' };
  const code = current.data.kind === 'ready' ? current.data.value.plano : plan;
  const offer =
    plans.data.kind === 'ready' ? plans.data.value.find((item) => item.codigo === code) : undefined;
  return { kind: 'ready', limites: offer?.limites ?? null };
}
