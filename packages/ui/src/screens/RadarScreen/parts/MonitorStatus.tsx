import { RADAR_CHECK_FAILED, RADAR_CHECKING, RADAR_PAUSED, boundedReadText } from '@cnpj/domain';
import { Badge } from '../../../components/Badge';
import { Banner } from '../../../components/Banner';
import { Button } from '../../../components/Button';
import { Spinner } from '../../../components/Spinner';
import type { RadarMonitorItem } from '../types';
import { countText, lookedText } from './monitor-lines';
import styles from './MonitorStatus.module.css';

/** Props of {@link MonitorStatus}. */
export interface MonitorStatusProps {
  item: RadarMonitorItem;
  onRetryCheck: (monitorId: string) => void;
}

/**
 * Where a monitor stands (docs/product.md#radar): the release it checked and when, its count,
 * paused, being checked, stopped at the bounded read, or failed with "Tentar novamente". A failure
 * never hides the count: what the queue held is kept.
 */
export function MonitorStatus({ item, onRetryCheck }: MonitorStatusProps) {
  const { monitor, check = 'idle', found } = item;
  const count = countText(monitor);
  const bounded = found === undefined || found === null ? null : boundedReadText(found);
  return (
    <div className={styles.status}>
      <p className={styles.line}>
        {monitor.pausado && <Badge variant="warning">{RADAR_PAUSED}</Badge>}
        <span>{lookedText(monitor)}</span>
      </p>
      {count !== null && <p className={monitor.novas > 0 ? styles.count : styles.line}>{count}</p>}
      {check === 'checking' && (
        <p className={styles.line} role="status">
          <Spinner decorative size={14} /> {RADAR_CHECKING}
        </p>
      )}
      {bounded !== null && <p className={styles.note}>{bounded}</p>}
      {check === 'failed' && (
        <Banner
          variant="error"
          action={
            <Button size="sm" variant="secondary" onClick={() => onRetryCheck(monitor.id)}>
              Tentar novamente
            </Button>
          }
        >
          {RADAR_CHECK_FAILED}
        </Banner>
      )}
    </div>
  );
}
