import type { components } from '@cnpj/api-client/schema';

/** A notification as the contract defines it (SPEC §3). */
export type Notificacao = components['schemas']['Notificacao'];

/** What the Notifications panel shows (SPEC §2 Home): loading, error, or the list (empty or not). */
export type NotificationsState =
  | { kind: 'loading' }
  | { kind: 'error' }
  | { kind: 'ready'; items: readonly Notificacao[] };

/** SPEC §3: lida "S" is read; "N" or null is unread. */
export function isRead(notification: Pick<Notificacao, 'lida'>): boolean {
  return notification.lida === 'S';
}
