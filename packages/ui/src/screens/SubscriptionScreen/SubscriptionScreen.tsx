import {
  PLANS_FAILED_MESSAGE,
  PLANS_UNAVAILABLE_MESSAGE,
  RETRY_LABEL,
  SEARCH_COUNT_FAILED_ALERT,
  SUBSCRIPTION_DETAILS_UNAVAILABLE_MESSAGE,
  SUBSCRIPTION_FAILED_MESSAGE,
  SUBSCRIPTION_LOADING_TEXT,
  planLifting,
  planName,
  type AssinaturaAtual,
  type FreePlanLimit,
  type Periodicidade,
  type PlanoOferta,
} from '@cnpj/domain';
import { useState, type ReactNode } from 'react';
import { Badge } from '../../components/Badge';
import { Button } from '../../components/Button';
import { Card } from '../../components/Card';
import { formatDate, formatInteger } from '../../format';
import { StatusMessage } from '../shared/StatusMessage';
import { CurrentSubscription } from './parts/CurrentSubscription';
import { Invoices } from './parts/Invoices';
import { PaymentNotCompleted } from './parts/PaymentNotCompleted';
import { PlanGrid } from './parts/PlanGrid';
import { UpgradeCall } from './parts/UpgradeCall';
import { UsageMeter } from './parts/UsageMeter';
import type {
  CancelState,
  CheckoutState,
  ExtensionState,
  FailedPayment,
  SubscriptionState,
} from './types';
import styles from './SubscriptionScreen.module.css';

/** Props of {@link SubscriptionScreen}. */
export interface SubscriptionScreenProps {
  state: SubscriptionState;
  billing: Periodicidade;
  onBillingChange: (billing: Periodicidade) => void;
  checkout: CheckoutState;
  /** Opens the provider's checkout for a plan, in this tab. */
  onSubscribe: (plano: string) => void;
  /** The provider came back without a payment. */
  failedPayment: FailedPayment | null;
  onRetryPayment: () => void;
  cancel: CancelState;
  onCancel: () => void;
  /** Reads again what failed to load. */
  onRetry: () => void;
  /** The fallback checkout page (VITE_SUBSCRIBE_URL), when the plans extension is missing. */
  subscribeUrl?: string;
  /** The last fallback. */
  contactEmail: string;
}

function retry(onRetry: () => void) {
  return (
    <Button variant="secondary" onClick={onRetry}>
      {RETRY_LABEL}
    </Button>
  );
}

/** A read that may be loading, failed (with a retry) or missing (the caller's fallback). */
function Extension<T>(props: {
  state: ExtensionState<T>;
  failed: string;
  onRetry: () => void;
  unavailable: () => ReactNode;
  ready: (value: T) => ReactNode;
}) {
  const { state } = props;
  if (state.kind === 'loading')
    return <StatusMessage tone="loading" title={SUBSCRIPTION_LOADING_TEXT} />;
  if (state.kind === 'error')
    return <StatusMessage tone="error" title={props.failed} action={retry(props.onRetry)} />;
  if (state.kind === 'unavailable') return props.unavailable();
  return props.ready(state.value);
}

/** Searches used: against the limit on the free plan; this month's, or a plain count, on paid plans. */
function UsageCard(props: { free: boolean; used: number | null; uso?: AssinaturaAtual['uso'] }) {
  const { uso } = props;
  return (
    <Card title="Uso">
      {uso ? (
        <p>
          {formatInteger(uso.pesquisas)} pesquisas neste mês (desde {formatDate(uso.desde)})
        </p>
      ) : props.used === null ? (
        <p className={styles.muted}>{SEARCH_COUNT_FAILED_ALERT}</p>
      ) : props.free ? (
        <UsageMeter used={props.used} />
      ) : (
        <p>{formatInteger(props.used)} pesquisas realizadas</p>
      )}
    </Card>
  );
}

/** /minha-assinatura (docs/product.md#my-subscription): the plans for a free user, the subscription for a paying one. */
export function SubscriptionScreen(props: SubscriptionScreenProps) {
  const { state } = props;
  const [changingPlan, setChangingPlan] = useState(false);
  const fallback = (message: string, purpose: 'subscribe' | 'manage') => (
    <Card title={purpose === 'subscribe' ? 'Assinar' : 'Sua assinatura'} className={styles.wide}>
      <UpgradeCall
        message={message}
        purpose={purpose}
        subscribeUrl={props.subscribeUrl}
        contactEmail={props.contactEmail}
      />
    </Card>
  );
  const grid = (plans: PlanoOferta[], currentPlano: string | null, limit: FreePlanLimit | null) => {
    const suggested = planLifting(plans, limit);
    return (
      <PlanGrid
        plans={plans}
        billing={props.billing}
        onBillingChange={props.onBillingChange}
        suggested={suggested && limit ? { plano: suggested.codigo, limit } : null}
        currentPlano={currentPlano}
        onFreePlan={state.kind === 'free'}
        checkout={props.checkout}
        onSubscribe={props.onSubscribe}
      />
    );
  };
  const plans = state.kind === 'loading' ? null : state.plans;
  const offered = plans?.kind === 'ready' && plans.value.length > 0 ? plans.value : null;
  return (
    <div className={styles.screen}>
      <h1>Minha Assinatura</h1>
      {props.failedPayment && (
        <PaymentNotCompleted
          onRetry={props.onRetryPayment}
          busy={props.checkout.kind === 'opening'}
        />
      )}
      {state.kind === 'loading' && (
        <StatusMessage tone="loading" title={SUBSCRIPTION_LOADING_TEXT} />
      )}
      {state.kind === 'free' && (
        <>
          <UsageCard free used={state.searchesUsed} />
          {state.plans.kind === 'ready' && !offered ? (
            fallback(PLANS_UNAVAILABLE_MESSAGE, 'subscribe')
          ) : (
            <Extension
              state={state.plans}
              failed={PLANS_FAILED_MESSAGE}
              onRetry={props.onRetry}
              unavailable={() => fallback(PLANS_UNAVAILABLE_MESSAGE, 'subscribe')}
              ready={(value) => grid(value, null, state.limit)}
            />
          )}
        </>
      )}
      {state.kind === 'paid' && (
        <Extension
          state={state.subscription}
          failed={SUBSCRIPTION_FAILED_MESSAGE}
          onRetry={props.onRetry}
          unavailable={() => (
            <>
              <Card title="Plano atual">
                <p className={styles.paid}>
                  Plano {planName(state.plano, null)} <Badge variant="success">Plano pago</Badge>
                </p>
              </Card>
              <UsageCard free={false} used={state.searchesUsed} />
              {fallback(SUBSCRIPTION_DETAILS_UNAVAILABLE_MESSAGE, 'manage')}
            </>
          )}
          ready={(subscription) => {
            const named = offered?.find((plan) => plan.codigo === subscription.plano)?.nome ?? null;
            const shown = { ...subscription, nome: subscription.nome ?? named };
            return (
              <>
                <CurrentSubscription
                  subscription={shown}
                  canChangePlan={offered !== null}
                  changingPlan={changingPlan}
                  onChangePlan={() => setChangingPlan((open) => !open)}
                  cancel={props.cancel}
                  onCancel={props.onCancel}
                />
                {changingPlan &&
                  offered &&
                  grid(
                    offered,
                    subscription.status === 'cancelada' ? null : subscription.plano,
                    null,
                  )}
                <UsageCard free={false} used={state.searchesUsed} uso={subscription.uso} />
                <Invoices faturas={subscription.faturas} />
              </>
            );
          }}
        />
      )}
    </div>
  );
}
