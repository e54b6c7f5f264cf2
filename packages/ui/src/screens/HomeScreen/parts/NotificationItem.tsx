import { Check } from 'lucide-react';
import { Button } from '../../../components/Button';
import { SafeHtml } from '../../../components/SafeHtml';
import { formatDateTime } from '../../../format';
import { isRead, type Notificacao } from './notifications';
import styles from './NotificationsPanel.module.css';

/** Props of {@link NotificationItem}. */
export interface NotificationItemProps {
  notification: Notificacao;
  /** The mark-as-read call for this item is in flight. */
  marking: boolean;
  onMarkRead: (id: number) => void;
}

/** One notification: server HTML through SafeHtml, pt-BR date-time, and the mark button when unread. */
export function NotificationItem({ notification, marking, onMarkRead }: NotificationItemProps) {
  const read = isRead(notification);
  return (
    <li className={read ? styles.read : styles.unread} data-read={read}>
      <SafeHtml className={styles.text} html={notification.texto} />
      <div className={styles.meta}>
        <time dateTime={notification.data_hora}>{formatDateTime(notification.data_hora)}</time>
        {!read && (
          <Button
            size="sm"
            variant="secondary"
            icon={<Check />}
            busy={marking}
            onClick={() => onMarkRead(notification.id)}
          >
            Marcar como lida
          </Button>
        )}
      </div>
    </li>
  );
}
