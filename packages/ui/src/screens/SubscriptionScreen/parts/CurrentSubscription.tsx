import {
  CHANGE_PLAN_LABEL,
  OVERDUE_BANNER_MESSAGE,
  PAY_NOW_LABEL,
  assinaturaStatusLabels,
  cancelledUntil,
  planName,
  type AssinaturaAtual,
  type AssinaturaStatus,
} from '@cnpj/domain';
import { Badge, type BadgeVariant } from '../../../components/Badge';
import { Button } from '../../../components/Button';
import { Card } from '../../../components/Card';
import { formatBRL, formatDate } from '../../../format';
import type { CancelState } from '../types';
import { CancelSubscription } from './CancelSubscription';
import styles from './parts.module.css';

const STATUS_VARIANT: Record<AssinaturaStatus, BadgeVariant> = {
  ativa: 'success',
  em_atraso: 'danger',
  cancelada: 'neutral',
};

/** Props of {@link CurrentSubscription}. */
export interface CurrentSubscriptionProps {
  subscription: AssinaturaAtual;
  /** The plans can be offered: "Mudar de plano" shows them. */
  canChangePlan: boolean;
  changingPlan: boolean;
  onChangePlan: () => void;
  cancel: CancelState;
  onCancel: () => void;
}

/** The price, the next renewal and the payment method, each when the provider tells it. */
function PlanFacts({ subscription: s }: { subscription: AssinaturaAtual }) {
  const period = s.periodicidade === 'anual' ? 'por ano' : 'por mês';
  return (
    <dl className={styles.facts}>
      {s.valor !== null && (
        <>
          <dt>Valor</dt>
          <dd>
            {formatBRL(s.valor)} {period}
          </dd>
        </>
      )}
      {s.proxima_renovacao && (
        <>
          <dt>Próxima renovação</dt>
          <dd>{formatDate(s.proxima_renovacao)}</dd>
        </>
      )}
      {s.forma_pagamento && (
        <>
          <dt>Forma de pagamento</dt>
          <dd>{s.forma_pagamento}</dd>
        </>
      )}
    </dl>
  );
}

/** What the user can do with the plan: pay what is overdue, change plan, cancel. */
function PlanActions({ name, ...props }: CurrentSubscriptionProps & { name: string }) {
  const { subscription: s } = props;
  return (
    <div className={styles.actions}>
      {/* The banner across the app says it too; here the way to pay sits with the plan. */}
      {s.status === 'em_atraso' && s.url_pagamento && (
        <Button asChild>
          <a href={s.url_pagamento}>{PAY_NOW_LABEL}</a>
        </Button>
      )}
      {props.canChangePlan && (
        <Button variant="secondary" aria-expanded={props.changingPlan} onClick={props.onChangePlan}>
          {CHANGE_PLAN_LABEL}
        </Button>
      )}
      {s.status !== 'cancelada' && (
        <CancelSubscription
          planName={name}
          until={formatDate(s.proxima_renovacao)}
          providerUrl={s.url_cancelamento}
          state={props.cancel}
          onCancel={props.onCancel}
        />
      )}
    </div>
  );
}

/** A paying user's plan: its name, status, price, next renewal, payment method and the actions on it. */
export function CurrentSubscription(props: CurrentSubscriptionProps) {
  const { subscription: s } = props;
  const name = planName(s.plano, s.nome);
  return (
    <Card title="Plano atual">
      <div className={styles.upgrade}>
        <p className={styles.planName}>
          Plano {name}{' '}
          {s.status && (
            <Badge variant={STATUS_VARIANT[s.status]}>{assinaturaStatusLabels[s.status]}</Badge>
          )}
        </p>
        {s.status === 'em_atraso' && <p className={styles.limit}>{OVERDUE_BANNER_MESSAGE}</p>}
        {s.status === 'cancelada' && <p>{cancelledUntil(formatDate(s.acesso_ate))}</p>}
        <PlanFacts subscription={s} />
        <PlanActions {...props} name={name} />
      </div>
    </Card>
  );
}
