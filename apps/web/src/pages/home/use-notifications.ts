// docs/product.md#screens-and-routes Home notifications and #states-and-transitions "Notification": load the user's list, mark one read, then reload.
// Failures show the product's (docs/product.md#errors) texts through the panel's error state and `markFailed`.
import type { NotificationsState } from '@cnpj/ui';
import { useCallback, useEffect, useState } from 'react';
import { logError } from '../../lib/log';
import { api } from '../../services/api';

/** The panel state plus the mark-as-read action for the identity user `uid`. */
export function useNotifications(uid: string | null, ready: boolean) {
  const [state, setState] = useState<NotificationsState>({ kind: 'loading' });
  const [markingId, setMarkingId] = useState<number | null>(null);
  const [markFailed, setMarkFailed] = useState(false);

  const load = useCallback(async () => {
    if (!uid) return;
    try {
      setState({ kind: 'ready', items: await api.listNotifications(uid) });
    } catch (error) {
      logError('Failed to load messages.', error);
      setState({ kind: 'error' });
    }
  }, [uid]);

  useEffect(() => {
    if (ready) void load();
  }, [ready, load]);

  const markRead = useCallback(
    async (id: number) => {
      if (!uid) return;
      setMarkingId(id);
      setMarkFailed(false);
      try {
        await api.markNotificationRead(uid, id);
        await load();
      } catch (error) {
        logError('Failed to mark notification as read.', error);
        setMarkFailed(true);
      } finally {
        setMarkingId(null);
      }
    },
    [uid, load],
  );

  return { state, markingId, markFailed, markRead };
}
