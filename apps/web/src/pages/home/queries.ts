// The home page's server reads (docs/product.md#screens-and-routes Home): the user's notifications.
import { NOTIFICATIONS_LOAD_FAILED_MESSAGE } from '@cnpj/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../services/api';
import { keys } from '../../services/server-state/keys';
import { READ_BY_NAVIGATION } from '../../services/server-state/query-client';

/** GET /api/notificacoes/{uid}, for the identity user `uid`. */
export const notificacoesQuery = (uid: string | null, enabled: boolean) =>
  queryOptions({
    queryKey: keys.notificacoes(uid ?? ''),
    queryFn: () => api.listNotifications(uid!),
    enabled: enabled && Boolean(uid),
    ...READ_BY_NAVIGATION,
    meta: { logAs: NOTIFICATIONS_LOAD_FAILED_MESSAGE },
  });

/** The notifications of `uid`, once the backend session is `ready`. */
export const useNotificacoesQuery = (uid: string | null, ready: boolean) =>
  useQuery(notificacoesQuery(uid, ready));
