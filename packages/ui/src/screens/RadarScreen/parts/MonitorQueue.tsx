import { RADAR_MARK_SEEN_ACTION } from '@cnpj/domain';
import { ArrowLeft } from 'lucide-react';
import { useId } from 'react';
import { Button } from '../../../components/Button';
import { FiltersInWords } from '../../shared/radar';
import type { RadarMonitorItem, RadarQueueView } from '../types';
import { MonitorStatus } from './MonitorStatus';
import styles from './MonitorQueue.module.css';

/** Props of {@link MonitorQueue}. */
export interface MonitorQueueProps {
  item: RadarMonitorItem;
  queue: RadarQueueView;
  onClose: () => void;
  onMarkSeen: (monitorId: string) => void;
  onRetryCheck: (monitorId: string) => void;
}

/**
 * A monitor opened (docs/product.md#radar "The queue"): where it stands, what its check left out,
 * its new companies as results (everything results have), and "Marcar como vistas", which empties
 * the queue up to the release shown.
 */
export function MonitorQueue({
  item,
  queue,
  onClose,
  onMarkSeen,
  onRetryCheck,
}: MonitorQueueProps) {
  const { monitor } = item;
  const titleId = useId();
  return (
    <section className={styles.queue} aria-labelledby={titleId}>
      <Button variant="ghost" size="sm" icon={<ArrowLeft size={16} />} onClick={onClose}>
        Voltar ao Radar
      </Button>
      <header className={styles.header}>
        <h2 id={titleId} className={styles.name}>
          {monitor.nome}
        </h2>
        {monitor.novas > 0 && (
          <div className={styles.actions}>
            {queue.triage}
            <Button
              variant="secondary"
              busy={queue.markingSeen}
              onClick={() => onMarkSeen(monitor.id)}
            >
              {RADAR_MARK_SEEN_ACTION}
            </Button>
          </div>
        )}
      </header>
      <FiltersInWords filters={item.filters} label={`Filtros de ${monitor.nome}`} />
      <MonitorStatus item={item} onRetryCheck={onRetryCheck} />
      {queue.exclusionNote && <p className={styles.note}>{queue.exclusionNote}</p>}
      <div className={styles.results}>{queue.results}</div>
    </section>
  );
}
