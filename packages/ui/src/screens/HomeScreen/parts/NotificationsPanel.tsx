import { useId } from 'react';
import { Bell, Inbox } from 'lucide-react';
import { MARK_READ_FAILED_MESSAGE, NOTIFICATIONS_LOAD_FAILED_MESSAGE } from '@cnpj/domain';
import { EmptyState } from '../../../components/EmptyState';
import { Spinner } from '../../../components/Spinner';
import { NotificationItem } from './NotificationItem';
import type { NotificationsState } from './notifications';
import styles from './NotificationsPanel.module.css';

/** Props of {@link NotificationsPanel}. */
export interface NotificationsPanelProps {
  state: NotificationsState;
  /** The notification whose mark-as-read call is in flight (its button shows a spinner). */
  markingId?: number | null;
  /** The last mark-as-read call failed (docs/product.md#errors). */
  markFailed?: boolean;
  onMarkRead: (id: number) => void;
}

/** docs/product.md#screens-and-routes Home: the Notifications panel with its loading, error, empty and list states (texts per #errors). */
export function NotificationsPanel({
  state,
  markingId = null,
  markFailed = false,
  onMarkRead,
}: NotificationsPanelProps) {
  const titleId = useId();
  return (
    <section
      className={styles.panel}
      aria-labelledby={titleId}
      aria-busy={state.kind === 'loading'}
    >
      <h2 id={titleId} className={styles.heading}>
        <Bell size={20} aria-hidden="true" />
        Notificações
      </h2>
      {markFailed && (
        <p className={styles.error} role="alert">
          {MARK_READ_FAILED_MESSAGE}
        </p>
      )}
      <PanelBody state={state} markingId={markingId} onMarkRead={onMarkRead} />
    </section>
  );
}

function PanelBody({
  state,
  markingId,
  onMarkRead,
}: Required<Omit<NotificationsPanelProps, 'markFailed'>>) {
  if (state.kind === 'loading')
    return <Spinner className={styles.status} size={24} label="Carregando notificações" />;
  if (state.kind === 'error') {
    return (
      <p className={styles.error} role="alert">
        {NOTIFICATIONS_LOAD_FAILED_MESSAGE}
      </p>
    );
  }
  if (state.items.length === 0)
    return <EmptyState icon={<Inbox />} title="Nenhuma notificação" headingLevel={3} />;
  return (
    <ul className={styles.list}>
      {state.items.map((notification) => (
        <NotificationItem
          key={notification.id}
          notification={notification}
          marking={markingId === notification.id}
          onMarkRead={onMarkRead}
        />
      ))}
    </ul>
  );
}
