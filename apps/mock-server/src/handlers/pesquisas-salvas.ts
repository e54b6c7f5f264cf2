// The saved-searches extension (openapi tag `extensions`, docs/product.md#saved-searches): each user's
// saved searches, kept in the store under that user, so another user never reads them. The scenario
// savedSearchesMissing answers 404, as a backend without it (the app keeps them in the browser);
// savedSearchesError answers 500.
import type { components } from '@cnpj/domain';
import type { MockOptions } from '../options.ts';
import { extraKeys, readBody } from './body.ts';
import { authed, fail, has, type Session } from './context.ts';
import { http } from './http.ts';

type Entrada = components['schemas']['PesquisaSalvaEntrada'];
type ResolverInfo = Parameters<typeof fail>[0];

/** The answer when a scenario takes the extension away or makes it fail; null otherwise. */
function refused<R>(info: ResolverInfo, session: Session): R | null {
  if (has(session, 'savedSearchesMissing'))
    return fail(info, 404, 'Extensão não implementada (cenário savedSearchesMissing)', 'NOT_FOUND');
  if (has(session, 'savedSearchesError'))
    return fail(info, 500, 'Falha nas pesquisas salvas (cenário savedSearchesError)');
  return null;
}

function checkEntrada(body: Record<string, unknown>): string | null {
  const { nome, filtros } = body;
  if (typeof nome !== 'string' || !nome.trim() || nome.length > 120)
    return 'nome deve ter de 1 a 120 caracteres';
  if (typeof filtros !== 'object' || filtros === null || Array.isArray(filtros))
    return 'filtros deve ser um objeto';
  if (typeof (filtros as Record<string, unknown>).uf !== 'string')
    return 'filtros.uf é obrigatório';
  return extraKeys(body, ['nome', 'filtros']);
}

/** GET, PUT and DELETE of the user's saved searches. */
export function pesquisaSalvaHandlers(options: MockOptions) {
  return [
    http.get(
      '/api/pesquisas-salvas',
      authed(options, (info, session) => {
        const refusal = refused<never>(info, session);
        if (refusal) return refusal;
        const newestFirst = [...session.user.pesquisasSalvas.values()].reverse();
        return info.response(200).json(newestFirst);
      }),
    ),
    http.put(
      '/api/pesquisas-salvas/{id}',
      authed(options, async (info, session) => {
        const refusal = refused<never>(info, session);
        if (refusal) return refusal;
        const { id } = info.params;
        if (id.length > 64) return fail(info, 400, 'id deve ter até 64 caracteres', 'BAD_REQUEST');
        const body = await readBody<Entrada>(info.request, checkEntrada);
        if (!body.ok) return fail(info, 400, body.message, 'BAD_REQUEST');
        const stored = session.user.pesquisasSalvas;
        const now = new Date().toISOString();
        const saved = {
          id,
          nome: body.value.nome.trim(),
          filtros: body.value.filtros,
          criada_em: stored.get(id)?.criada_em ?? now,
          atualizada_em: now,
        };
        stored.set(id, saved);
        return info.response(200).json(saved);
      }),
    ),
    http.delete(
      '/api/pesquisas-salvas/{id}',
      authed(options, (info, session) => {
        const refusal = refused<never>(info, session);
        if (refusal) return refusal;
        session.user.pesquisasSalvas.delete(info.params.id);
        return info.response(204).empty();
      }),
    ),
  ];
}
