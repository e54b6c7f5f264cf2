// The data update date (the register's current release) and the thank-you record (docs/product.md#calls, #errors).
import type { MockOptions } from '../options.ts';
import { extraKeys, readBody } from './body.ts';
import { authed, fail, has } from './context.ts';
import { http } from './http.ts';

function checkObrigado(body: Record<string, unknown>): string | null {
  if (typeof body.user_id !== 'string' || body.user_id === '') return 'user_id é obrigatório';
  return extraKeys(body, ['user_id']);
}

/** GET /api/atualizacao and POST /api/obrigado. */
export function atualizacaoObrigadoHandlers(options: MockOptions) {
  return [
    http.get(
      '/api/atualizacao',
      authed(options, (info, session) => {
        if (has(session, 'updateDateForbidden'))
          return fail(
            info,
            403,
            'Sem acesso à data de atualização (cenário updateDateForbidden)',
            'FORBIDDEN',
          );
        if (has(session, 'updateDateMissing'))
          return info.response(200).json({ dt_atualizado_ate: null });
        // The register's current release, which QA moves forward from /__mock (README, "Radar").
        return info
          .response(200)
          .json({ dt_atualizado_ate: `${options.store.register.current()}T03:00:00.000Z` });
      }),
    ),
    http.post(
      '/api/obrigado',
      authed(options, async (info) => {
        const body = await readBody<{ user_id: string }>(info.request, checkObrigado);
        if (!body.ok) return fail(info, 400, body.message, 'BAD_REQUEST');
        const id = options.store.nextObrigadoId;
        options.store.nextObrigadoId += 1;
        return info
          .response(201)
          .json({ id, user_id: body.value.user_id, created_at: new Date().toISOString() });
      }),
    ),
  ];
}
