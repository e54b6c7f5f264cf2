// The home page's server reads (docs/product.md#screens-and-routes Home): the user's notifications.
import { NOTIFICATIONS_LOAD_FAILED_MESSAGE } from '@cnpj/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../shared/services/api';
import { keys } from '../../shared/services/server-state/keys';
import { READ_BY_NAVIGATION } from '../../shared/services/server-state/query-client';

/** GET /api/notificacoes/{uid}: the client fills the identity uid itself. */
export const notificacoesQuery = (enabled: boolean) =>
  queryOptions({
    queryKey: keys.notificacoes,
    queryFn: () => api.listNotifications(),
    enabled,
    ...READ_BY_NAVIGATION,
    meta: { logAs: NOTIFICATIONS_LOAD_FAILED_MESSAGE },
  });

/** The user's notifications, once the backend session is `ready`. */
export const useNotificacoesQuery = (ready: boolean) => useQuery(notificacoesQuery(ready));
