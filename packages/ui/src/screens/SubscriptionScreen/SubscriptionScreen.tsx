import { SEARCH_COUNT_FAILED_ALERT } from '@cnpj/domain';
import { BadgeCheck, CircleDashed } from 'lucide-react';
import { Badge } from '../../components/Badge';
import { Card } from '../../components/Card';
import { formatInteger } from '../../format';
import { StatusMessage } from '../shared/StatusMessage';
import { FreePlanLimits } from './parts/FreePlanLimits';
import { UpgradeCall } from './parts/UpgradeCall';
import { UsageMeter } from './parts/UsageMeter';
import type { PlanKind, SubscriptionState } from './types';
import styles from './SubscriptionScreen.module.css';
import page from '../shared/page.module.css';

/** Props of {@link SubscriptionScreen}. */
export interface SubscriptionScreenProps {
  state: SubscriptionState;
  /** The checkout page, when there is one; otherwise the upgrade call is an e-mail. */
  subscribeUrl?: string;
  /** Where custom requests and subscriptions by e-mail go. */
  contactEmail: string;
}

/** The plan card: names the plan without naming paid plans (docs/product.md#overview). */
function PlanCard({ plan }: { plan: PlanKind }) {
  return (
    <Card title="Plano atual">
      {plan === 'free' ? (
        <Badge variant="neutral" icon={<CircleDashed size={14} />}>
          Plano Grátis
        </Badge>
      ) : (
        <div className={styles.paid}>
          <Badge variant="success" icon={<BadgeCheck size={14} />}>
            Plano pago
          </Badge>
          <p>
            Assinatura ativa. Você tem acesso à paginação completa, à exportação para Excel e às
            listas.
          </p>
        </div>
      )}
    </Card>
  );
}

/** Searches used: against the limit on the free plan, a plain count on paid plans. */
function UsageCard({ plan, used }: { plan: PlanKind; used: number | null }) {
  return (
    <Card title="Uso">
      {used === null ? (
        <p className={styles.muted}>{SEARCH_COUNT_FAILED_ALERT}</p>
      ) : plan === 'free' ? (
        <UsageMeter used={used} />
      ) : (
        <p>{formatInteger(used)} pesquisas realizadas</p>
      )}
      {plan === 'free' && <FreePlanLimits />}
    </Card>
  );
}

/** /minha-assinatura: the plan, the usage and, on the free plan, the call to upgrade. */
export function SubscriptionScreen({ state, subscribeUrl, contactEmail }: SubscriptionScreenProps) {
  return (
    <div className={styles.screen}>
      <h1>Minha Assinatura</h1>
      {state.kind === 'loading' ? (
        <StatusMessage tone="loading" title="Carregando assinatura..." />
      ) : (
        <div className={page.twoColumns}>
          <PlanCard plan={state.plan} />
          <UsageCard plan={state.plan} used={state.searchesUsed} />
          {state.plan === 'free' && (
            <Card title="Faça um upgrade" className={styles.wide}>
              <UpgradeCall subscribeUrl={subscribeUrl} contactEmail={contactEmail} />
            </Card>
          )}
        </div>
      )}
    </div>
  );
}
