// docs/product.md#screens-and-routes Home notifications and #states-and-transitions "Notification":
// the user's list is a query; marking one read is a mutation followed by a refetch of that list.
// Failures show the product's (docs/product.md#errors) texts through the panel's error state and
// `markFailed`.
import type { NotificationsState } from '@cnpj/ui/screens/HomeScreen';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { api } from '../../services/api';
import { notificacoesQuery, useNotificacoesQuery } from './queries';

/** The panel state plus the mark-as-read action for the identity user `uid`. */
export function useNotifications(uid: string | null, ready: boolean) {
  const client = useQueryClient();
  const { queryKey } = notificacoesQuery(uid, ready);
  const query = useNotificacoesQuery(uid, ready);
  const mark = useMutation({
    mutationFn: (id: number) => api.markNotificationRead(uid!, id),
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
  const markRead = useCallback(
    (id: number) => {
      if (!uid) return;
      reset();
      mutate(id);
    },
    [uid, mutate, reset],
  );

  return {
    state,
    markingId: mark.isPending ? (mark.variables ?? null) : null,
    markFailed: mark.isError,
    markRead,
  };
}
