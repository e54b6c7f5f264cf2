import {
  CHECKOUT_FAILED_MESSAGE,
  CHECKOUT_NOTE,
  CURRENT_PLAN_LABEL,
  FREE_PLAN_LIMITS,
  FREE_PLAN_NAME,
  PLANS_TITLE,
  SUGGESTED_FOR,
  type FreePlanLimit,
  type Periodicidade,
  type PlanoOferta,
} from '@cnpj/domain';
import { useId } from 'react';
import { Badge } from '../../../components/Badge';
import { Banner } from '../../../components/Banner';
import { formatBRL } from '../../../format';
import type { CheckoutState } from '../types';
import { BillingSwitch } from './BillingSwitch';
import { OfferCard } from './OfferCard';
import { limitLines } from './plan-lines';
import styles from './plans.module.css';

/** Props of {@link PlanGrid}. */
export interface PlanGridProps {
  plans: readonly PlanoOferta[];
  billing: Periodicidade;
  onBillingChange: (billing: Periodicidade) => void;
  /** The plan to preselect (a free-plan alert's limit), and why. */
  suggested: { plano: string; limit: FreePlanLimit } | null;
  /** The paying user's plan, marked and without "Assinar"; null when none is. */
  currentPlano: string | null;
  /** The user is on the free plan: its column is marked. */
  onFreePlan: boolean;
  checkout: CheckoutState;
  onSubscribe: (plano: string) => void;
}

/** The free plan's column: what it allows, for the paid plans to be read against. */
function FreeColumn({ current }: { current: boolean }) {
  return (
    <li className={styles.offer}>
      <div className={styles.offerHead}>
        <h3 className={styles.offerName}>{FREE_PLAN_NAME}</h3>
        {current && <Badge variant="success">{CURRENT_PLAN_LABEL}</Badge>}
      </div>
      <p className={styles.price}>
        <strong>{formatBRL(0)}</strong>
      </p>
      <p className={styles.priceNote}>{'\u00a0'}</p>
      <ul className={styles.lines}>
        {limitLines(FREE_PLAN_LIMITS, true).map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
    </li>
  );
}

/** The plans side by side, with the monthly/annual switch and "Assinar" on each paid plan. */
export function PlanGrid(props: PlanGridProps) {
  const titleId = useId();
  const { checkout, suggested, currentPlano } = props;
  return (
    <section className={styles.grid} aria-labelledby={titleId}>
      <div className={styles.gridHead}>
        <h2 id={titleId}>{PLANS_TITLE}</h2>
        <BillingSwitch value={props.billing} onChange={props.onBillingChange} />
      </div>
      {suggested && <p>{SUGGESTED_FOR[suggested.limit]}</p>}
      {checkout.kind === 'failed' && <Banner variant="error">{CHECKOUT_FAILED_MESSAGE}</Banner>}
      <ul className={styles.offers}>
        <FreeColumn current={props.onFreePlan} />
        {props.plans.map((plan) => (
          <OfferCard
            key={plan.codigo}
            plan={plan}
            billing={props.billing}
            suggested={suggested?.plano === plan.codigo}
            current={currentPlano === plan.codigo}
            paying={currentPlano !== null}
            opening={checkout.kind === 'opening' && checkout.plano === plan.codigo}
            disabled={checkout.kind === 'opening'}
            onSubscribe={props.onSubscribe}
          />
        ))}
      </ul>
      <p className={styles.note}>{CHECKOUT_NOTE}</p>
    </section>
  );
}
