import type { components } from '@cnpj/domain';

/** A notification as the contract defines it (docs/product.md#entities). */
export type Notificacao = components['schemas']['Notificacao'];

/** What the Notifications panel shows (docs/product.md#screens-and-routes Home): loading, error, or the list (empty or not). */
export type NotificationsState =
  { kind: 'loading' } | { kind: 'error' } | { kind: 'ready'; items: readonly Notificacao[] };

/** docs/product.md#entities: lida "S" is read; "N" or null is unread. */
export function isRead(notification: Pick<Notificacao, 'lida'>): boolean {
  return notification.lida === 'S';
}
