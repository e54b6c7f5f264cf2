// docs/product.md#screens-and-routes Home notifications and #states-and-transitions "Notification":
// the user's list is a query; marking one read is a mutation followed by a refetch of that list.
// Failures show the product's (docs/product.md#errors) texts through the panel's error state and
// `markFailed`.
import type { NotificationsState } from '@cnpj/ui/screens/HomeScreen';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../shared/services/api';
import { notificacoesQuery, useNotificacoesQuery } from './queries';

/** The panel state plus the mark-as-read action, once the backend session is `ready`. */
export function useNotifications(ready: boolean) {
  const client = useQueryClient();
  const { queryKey } = notificacoesQuery(ready);
  const query = useNotificacoesQuery(ready);
  const mark = useMutation({
    mutationFn: (id: number) => api.markNotificationRead(id),
    // The list is read again before the spinner stops (docs/product.md#states-and-transitions).
    onSuccess: () => client.refetchQueries({ queryKey }),
    meta: { logAs: 'Failed to mark notification as read.' },
  });

  const state: NotificationsState = query.data
    ? { kind: 'ready', items: query.data }
    : query.isError
      ? { kind: 'error' }
      : { kind: 'loading' };

  const { mutate, reset } = mark;
  const markRead = (id: number) => {
    if (!ready) return;
    reset();
    mutate(id);
  };

  return {
    state,
    markingId: mark.isPending ? (mark.variables ?? null) : null,
    markFailed: mark.isError,
    markRead,
  };
}
