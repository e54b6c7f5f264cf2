import {
  PLANS_FAILED_MESSAGE,
  PLANS_UNAVAILABLE_MESSAGE,
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
import { useState } from 'react';
import { Badge } from '../../components/Badge';
import { Card } from '../../components/Card';
import { StatusMessage } from '../shared/StatusMessage';
import { CurrentSubscription } from './parts/CurrentSubscription';
import { Extension } from './parts/Extension';
import { Invoices } from './parts/Invoices';
import { PaymentNotCompleted } from './parts/PaymentNotCompleted';
import { PlanGrid } from './parts/PlanGrid';
import { UpgradeCall } from './parts/UpgradeCall';
import { UsageCard } from './parts/UsageCard';
import type { CancelState, CheckoutState, FailedPayment, SubscriptionState } from './types';
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

type FreeState = Extract<SubscriptionState, { kind: 'free' }>;
type PaidState = Extract<SubscriptionState, { kind: 'paid' }>;

/** The plans the backend offers, when it answered with at least one; null otherwise. */
function offeredPlans(state: SubscriptionState): PlanoOferta[] | null {
  const plans = state.kind === 'loading' ? null : state.plans;
  return plans?.kind === 'ready' && plans.value.length > 0 ? plans.value : null;
}

/** Where to subscribe or manage the subscription when this page cannot: the fallback page, else e-mail. */
function FallbackCard({
  screen,
  message,
  purpose,
}: {
  screen: SubscriptionScreenProps;
  message: string;
  purpose: 'subscribe' | 'manage';
}) {
  return (
    <Card title={purpose === 'subscribe' ? 'Assinar' : 'Sua assinatura'} className={styles.wide}>
      <UpgradeCall
        message={message}
        purpose={purpose}
        subscribeUrl={screen.subscribeUrl}
        contactEmail={screen.contactEmail}
      />
    </Card>
  );
}

/** The plans with their checkout; the one that lifts the limit the user hit is suggested. */
function OfferedPlans({
  screen,
  plans,
  currentPlano,
  limit,
}: {
  screen: SubscriptionScreenProps;
  plans: PlanoOferta[];
  currentPlano: string | null;
  limit: FreePlanLimit | null;
}) {
  const suggested = planLifting(plans, limit);
  return (
    <PlanGrid
      plans={plans}
      billing={screen.billing}
      onBillingChange={screen.onBillingChange}
      suggested={suggested && limit ? { plano: suggested.codigo, limit } : null}
      currentPlano={currentPlano}
      onFreePlan={screen.state.kind === 'free'}
      checkout={screen.checkout}
      onSubscribe={screen.onSubscribe}
    />
  );
}

/** A free user: the searches used, then the plans to subscribe to (or where to subscribe instead). */
function FreePlanView({
  screen,
  state,
  offered,
}: {
  screen: SubscriptionScreenProps;
  state: FreeState;
  offered: PlanoOferta[] | null;
}) {
  const unavailable = (
    <FallbackCard screen={screen} message={PLANS_UNAVAILABLE_MESSAGE} purpose="subscribe" />
  );
  return (
    <>
      <UsageCard free used={state.searchesUsed} />
      {state.plans.kind === 'ready' && !offered ? (
        unavailable
      ) : (
        <Extension
          state={state.plans}
          failed={PLANS_FAILED_MESSAGE}
          onRetry={screen.onRetry}
          unavailable={() => unavailable}
          ready={(value) => (
            <OfferedPlans screen={screen} plans={value} currentPlano={null} limit={state.limit} />
          )}
        />
      )}
    </>
  );
}

/** A paying user whose subscription's details the backend cannot give: the plan, the use, and where to manage it. */
function PaidDetailsUnavailable({
  screen,
  state,
}: {
  screen: SubscriptionScreenProps;
  state: PaidState;
}) {
  return (
    <>
      <Card title="Plano atual">
        <p className={styles.paid}>
          Plano {planName(state.plano, null)} <Badge variant="success">Plano pago</Badge>
        </p>
      </Card>
      <UsageCard free={false} used={state.searchesUsed} />
      <FallbackCard
        screen={screen}
        message={SUBSCRIPTION_DETAILS_UNAVAILABLE_MESSAGE}
        purpose="manage"
      />
    </>
  );
}

/** Props of {@link PaidSubscription}. */
interface PaidSubscriptionProps {
  screen: SubscriptionScreenProps;
  state: PaidState;
  subscription: AssinaturaAtual;
  offered: PlanoOferta[] | null;
  /** "Mudar de plano" is open: the plans show under the subscription. */
  changingPlan: boolean;
  onChangePlan: () => void;
}

/** A paying user's subscription, the plans to change to when asked, the use and the invoices. */
function PaidSubscription({
  screen,
  state,
  subscription,
  offered,
  changingPlan,
  onChangePlan,
}: PaidSubscriptionProps) {
  const named = offered?.find((plan) => plan.codigo === subscription.plano)?.nome ?? null;
  const shown = { ...subscription, nome: subscription.nome ?? named };
  return (
    <>
      <CurrentSubscription
        subscription={shown}
        canChangePlan={offered !== null}
        changingPlan={changingPlan}
        onChangePlan={onChangePlan}
        cancel={screen.cancel}
        onCancel={screen.onCancel}
      />
      {changingPlan && offered && (
        <OfferedPlans
          screen={screen}
          plans={offered}
          currentPlano={subscription.status === 'cancelada' ? null : subscription.plano}
          limit={null}
        />
      )}
      <UsageCard free={false} used={state.searchesUsed} uso={subscription.uso} />
      <Invoices faturas={subscription.faturas} />
    </>
  );
}

/** /minha-assinatura (docs/product.md#my-subscription): the plans for a free user, the subscription for a paying one. */
export function SubscriptionScreen(props: SubscriptionScreenProps) {
  const { state } = props;
  // Kept here, above the subscription's reads, so a retried read leaves "Mudar de plano" as it was.
  const [changingPlan, setChangingPlan] = useState(false);
  const offered = offeredPlans(state);
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
      {state.kind === 'free' && <FreePlanView screen={props} state={state} offered={offered} />}
      {state.kind === 'paid' && (
        <Extension
          state={state.subscription}
          failed={SUBSCRIPTION_FAILED_MESSAGE}
          onRetry={props.onRetry}
          unavailable={() => <PaidDetailsUnavailable screen={props} state={state} />}
          ready={(subscription) => (
            <PaidSubscription
              screen={props}
              state={state}
              subscription={subscription}
              offered={offered}
              changingPlan={changingPlan}
              onChangePlan={() => setChangingPlan((open) => !open)}
            />
          )}
        />
      )}
    </div>
  );
}
