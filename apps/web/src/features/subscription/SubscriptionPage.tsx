// My subscription (/minha-assinatura, docs/product.md#my-subscription): a free user's plans and checkout, a
// paying user's subscription, and the provider's failed return. Without the extensions the screen falls
// back to VITE_SUBSCRIBE_URL, then the contact e-mail.
import {
  BILLING_PARAM,
  LIMIT_PARAM,
  PAYMENT_FAILED,
  PAYMENT_PARAM,
  PLAN_PARAM,
  readBilling,
  readLimit,
  type Periodicidade,
} from '@cnpj/domain';
import {
  SubscriptionScreen,
  type FailedPayment,
  type SubscriptionState,
} from '@cnpj/ui/screens/SubscriptionScreen';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useAuth } from '../../shared/auth/AuthProvider';
import { config } from '../../shared/config';
import { usePlan } from '../../shared/services/plan-queries';
import { useCancelSubscription, useCheckout, useSubscriptionReads } from './queries';

function failedPaymentOf(params: URLSearchParams): FailedPayment | null {
  if (params.get(PAYMENT_PARAM) !== PAYMENT_FAILED) return null;
  return { plano: params.get(PLAN_PARAM), periodicidade: readBilling(params.get(BILLING_PARAM)) };
}

/** The page at /minha-assinatura. */
export default function SubscriptionPage() {
  const { backendSignedIn } = useAuth();
  const { plan, isFree, loaded } = usePlan();
  const [params] = useSearchParams();
  const failedPayment = failedPaymentOf(params);
  const [billing, setBilling] = useState<Periodicidade>(failedPayment?.periodicidade ?? 'mensal');
  const reads = useSubscriptionReads(backendSignedIn, loaded && !isFree);
  const checkout = useCheckout();
  const cancel = useCancelSubscription();
  const state: SubscriptionState =
    !loaded || reads.count === undefined
      ? { kind: 'loading' }
      : isFree
        ? {
            kind: 'free',
            searchesUsed: reads.count,
            plans: reads.plans,
            limit: readLimit(params.get(LIMIT_PARAM)),
          }
        : {
            kind: 'paid',
            plano: plan,
            searchesUsed: reads.count,
            subscription: reads.current,
            plans: reads.plans,
          };
  return (
    <SubscriptionScreen
      state={state}
      billing={billing}
      onBillingChange={setBilling}
      checkout={checkout.state}
      onSubscribe={(plano) => checkout.open(plano, billing)}
      failedPayment={failedPayment}
      onRetryPayment={() => {
        if (failedPayment?.plano) checkout.open(failedPayment.plano, failedPayment.periodicidade);
      }}
      cancel={cancel.state}
      onCancel={cancel.cancel}
      onRetry={reads.reload}
      subscribeUrl={config.subscribeUrl || undefined}
      contactEmail={config.contactEmail}
    />
  );
}
