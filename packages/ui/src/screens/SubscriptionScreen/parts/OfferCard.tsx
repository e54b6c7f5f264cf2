import {
  CURRENT_PLAN_LABEL,
  SUGGESTED_PLAN_LABEL,
  monthlyEquivalent,
  planName,
  type Periodicidade,
  type PlanoOferta,
} from '@cnpj/domain';
import { Badge } from '../../../components/Badge';
import { Button } from '../../../components/Button';
import { formatBRL } from '../../../format';
import { limitLines } from './plan-lines';
import styles from './plans.module.css';

/** Props of {@link OfferCard}. */
export interface OfferCardProps {
  plan: PlanoOferta;
  billing: Periodicidade;
  suggested: boolean;
  current: boolean;
  /** A paying user changes plan; a free one subscribes. */
  paying: boolean;
  /** The checkout opens for this plan now. */
  opening: boolean;
  disabled: boolean;
  onSubscribe: (plano: string) => void;
}

/** One paid plan: its price in BRL for the billing chosen, its limits and extras, and "Assinar". */
export function OfferCard(props: OfferCardProps) {
  const { plan, billing, suggested, current } = props;
  const name = planName(plan.codigo, plan.nome);
  const annual = billing === 'anual';
  const classes = [styles.offer, suggested && styles.suggested].filter(Boolean).join(' ');
  return (
    <li className={classes} aria-current={suggested ? 'true' : undefined}>
      <div className={styles.offerHead}>
        <h3 className={styles.offerName}>{name}</h3>
        {suggested && <Badge variant="brand">{SUGGESTED_PLAN_LABEL}</Badge>}
        {current && <Badge variant="success">{CURRENT_PLAN_LABEL}</Badge>}
      </div>
      <p className={styles.price}>
        <strong>{formatBRL(annual ? plan.preco_anual : plan.preco_mensal)}</strong>
        {annual ? '/ano' : '/mês'}
      </p>
      <p className={styles.priceNote}>
        {annual ? `equivale a ${formatBRL(monthlyEquivalent(plan.preco_anual))}/mês` : '\u00a0'}
      </p>
      <ul className={styles.lines}>
        {/* The backend writes the extras: a repeated line must not break the list. */}
        {[...limitLines(plan.limites, false), ...plan.recursos].map((line, i) => (
          <li key={`${i}-${line}`}>{line}</li>
        ))}
      </ul>
      {!current && (
        <Button
          variant={suggested ? 'primary' : 'secondary'}
          busy={props.opening}
          busyLabel="Abrindo pagamento..."
          disabled={props.disabled}
          onClick={() => props.onSubscribe(plan.codigo)}
        >
          {props.paying ? (
            `Mudar para ${name}`
          ) : (
            <>
              Assinar <span className={styles.hidden}>o plano {name}</span>
            </>
          )}
        </Button>
      )}
    </li>
  );
}
