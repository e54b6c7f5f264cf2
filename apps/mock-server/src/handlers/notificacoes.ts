// Notifications and their read state (docs/product.md#screens-and-routes Home, #states-and-transitions "Notification").
// `{uid}` is the identity provider's (Firebase) uid: the app sends the signed-in Firebase user's.
import type { MockOptions } from '../options.ts';
import { authed, fail, has } from './context.ts';
import { http } from './http.ts';

/** GET the list, PUT one as read. */
export function notificacaoHandlers(options: MockOptions) {
  return [
    http.get(
      '/api/notificacoes/{uid}',
      authed(
        options,
        (info, session) => {
          if (has(session, 'notificationsError'))
            return fail(info, 500, 'Falha ao carregar notificações (cenário notificationsError)');
          if (has(session, 'emptyNotifications')) return info.response(200).json([]);
          return info.response(200).json(session.user.notificacoes);
        },
        { param: 'uid', id: 'uid' },
      ),
    ),
    http.put(
      '/api/notificacoes/{uid}/{id}/',
      authed(
        options,
        (info, session) => {
          if (has(session, 'markReadError'))
            return fail(info, 500, 'Falha ao marcar como lida (cenário markReadError)');
          const id = Number(info.params.id);
          if (!Number.isInteger(id) || id < 1)
            return fail(info, 400, `id inválido: ${info.params.id}`, 'BAD_REQUEST');
          const item = session.user.notificacoes.find((n) => n.id === id);
          if (!item) return fail(info, 404, 'Notificação não encontrada', 'NOT_FOUND');
          item.lida = 'S';
          return info.response(204).empty();
        },
        { param: 'uid', id: 'uid' },
      ),
    ),
  ];
}
