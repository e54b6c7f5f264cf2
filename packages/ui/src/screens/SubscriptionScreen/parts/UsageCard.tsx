import { SEARCH_COUNT_FAILED_ALERT, type AssinaturaAtual } from '@cnpj/domain';
import { Card } from '../../../components/Card';
import { formatDate, formatInteger } from '../../../format';
import styles from '../SubscriptionScreen.module.css';
import { UsageMeter } from './UsageMeter';

/** Searches used: against the limit on the free plan; this month's, or a plain count, on paid plans. */
export function UsageCard(props: {
  free: boolean;
  used: number | null;
  uso?: AssinaturaAtual['uso'];
}) {
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
