// Saved lists (docs/product.md#calls) and the one-list extensions: a list's count and dates, renaming
// (docs/product.md#my-lists). Creating and adding are paid features (docs/product.md#plans-and-permissions):
// the free plan gets 402 FREE_PLAN_LIMIT.
import { EXPORT_ROW_CAP, FREE_PLAN_LIMIT_CODE, isCnpj } from '@cnpj/domain';
import type { MockOptions } from '../options.ts';
import { resolveCompany } from '../search/service.ts';
import type { StoredLista } from '../store.ts';
import { extraKeys, readBody } from './body.ts';
import { authed, fail, has, isFree, type Session } from './context.ts';
import { companyRow } from './company-row.ts';
import { http } from './http.ts';
import { listaView, stampChanged, stampCreated } from './lista-dates.ts';

const FREE_LISTS = 'Plano grátis: listas indisponíveis';

/** The user's list with that id (path segment): null when the id breaks the contract, undefined when unknown. */
export function findLista(session: Session, id: unknown): StoredLista | undefined | null {
  const n = Number(id);
  if (!Number.isInteger(n) || n < 1) return null;
  return session.user.listas.get(n);
}

/** The answer for a list id that is not a list of the user's. */
export function listaMissing<R>(info: Parameters<typeof fail>[0], lista: null | undefined): R {
  return lista === null
    ? fail(info, 400, 'listId deve ser um inteiro >= 1', 'BAD_REQUEST')
    : fail(info, 404, 'Lista não encontrada', 'NOT_FOUND');
}

function checkCreate(body: Record<string, unknown>): string | null {
  const { descricao } = body;
  if (typeof descricao !== 'string' || !/\S/.test(descricao) || descricao.length > 120)
    return 'descricao deve ter de 1 a 120 caracteres e não ser vazia';
  return extraKeys(body, ['descricao']);
}

// The same rule as a new list's name (the contract's RenameListaRequest is CreateListaRequest's twin).
const checkRename = checkCreate;

function checkAdd(body: Record<string, unknown>): string | null {
  const { cnpjs } = body;
  if (!Array.isArray(cnpjs) || cnpjs.length < 1 || cnpjs.length > EXPORT_ROW_CAP)
    return `cnpjs deve ser uma lista de 1 a ${EXPORT_ROW_CAP} CNPJs`;
  if (!cnpjs.every((c) => typeof c === 'string' && isCnpj(c)))
    return 'cada CNPJ deve ter 14 dígitos';
  return extraKeys(body, ['cnpjs']);
}

/** The user's lists (none under noLists). */
function readLists(options: MockOptions) {
  return http.get(
    '/api/listas',
    authed(options, (info, session) => {
      if (has(session, 'listsError'))
        return fail(info, 500, 'Falha ao carregar listas (cenário listsError)');
      if (has(session, 'noLists')) return info.response(200).json([]);
      return info
        .response(200)
        .json([...session.user.listas.values()].map((lista) => listaView(session.user, lista)));
    }),
  );
}

/** A new list (paid plans). */
function createList(options: MockOptions) {
  return http.post(
    '/api/listas',
    authed(options, async (info, session) => {
      if (has(session, 'createListError'))
        return fail(info, 500, 'Falha ao criar lista (cenário createListError)');
      const body = await readBody<{ descricao: string }>(info.request, checkCreate);
      if (!body.ok) return fail(info, 400, body.message, 'BAD_REQUEST');
      if (isFree(session)) return fail(info, 402, FREE_LISTS, FREE_PLAN_LIMIT_CODE);
      const lista = options.store.createLista(session.user, body.value.descricao.trim());
      stampCreated(lista);
      return info.response(201).json(listaView(session.user, lista));
    }),
  );
}

/** Adds companies to a list, each once (paid plans). */
function addToList(options: MockOptions) {
  return http.post(
    '/api/listas/{listId}/cnpjs',
    authed(options, async (info, session) => {
      if (has(session, 'addToListError'))
        return fail(info, 500, 'Falha ao adicionar (cenário addToListError)');
      const body = await readBody<{ cnpjs: string[] }>(info.request, checkAdd);
      if (!body.ok) return fail(info, 400, body.message, 'BAD_REQUEST');
      if (isFree(session)) return fail(info, 402, FREE_LISTS, FREE_PLAN_LIMIT_CODE);
      const lista = findLista(session, info.params.listId);
      if (!lista) return listaMissing(info, lista);
      const known = new Set(lista.cnpjs);
      const fresh = [...new Set(body.value.cnpjs)].filter((c) => !known.has(c));
      lista.cnpjs.push(...fresh);
      if (fresh.length > 0) stampChanged(session.user, lista);
      return info.response(200).json({ adicionadas: fresh.length, total: lista.cnpjs.length });
    }),
  );
}

/** One list with a page of its companies. */
function readList(options: MockOptions) {
  return http.get(
    '/api/listas/{listId}',
    authed(options, (info, session) => {
      const lista = findLista(session, info.params.listId);
      if (!lista) return listaMissing(info, lista);
      const page = Math.max(1, Number(info.query.get('page') ?? 1) || 1);
      const size = Math.min(
        1000,
        Math.max(1, Number(info.query.get('recordsPerPage') ?? 50) || 50),
      );
      const slice = lista.cnpjs.slice((page - 1) * size, page * size);
      const data = slice.map((cnpj) => companyRow(session, resolveCompany(options, cnpj)));
      return info
        .response(200)
        .json({ id: lista.id, descricao: lista.descricao, total: lista.cnpjs.length, data });
    }),
  );
}

/** Renames a list (paid plans; 404 under renameListUnavailable, as a backend without it). */
function renameList(options: MockOptions) {
  return http.patch(
    '/api/listas/{listId}',
    authed(options, async (info, session) => {
      if (has(session, 'renameListUnavailable'))
        return fail(info, 404, 'Not Found (cenário renameListUnavailable)', 'NOT_FOUND');
      if (has(session, 'renameListError'))
        return fail(info, 500, 'Falha ao renomear (cenário renameListError)');
      const body = await readBody<{ descricao: string }>(info.request, checkRename);
      if (!body.ok) return fail(info, 400, body.message, 'BAD_REQUEST');
      if (isFree(session)) return fail(info, 402, FREE_LISTS, FREE_PLAN_LIMIT_CODE);
      const lista = findLista(session, info.params.listId);
      if (!lista) return listaMissing(info, lista);
      lista.descricao = body.value.descricao.trim();
      stampChanged(session.user, lista);
      return info.response(200).json(listaView(session.user, lista));
    }),
  );
}

/** Deletes a list. */
function deleteList(options: MockOptions) {
  return http.delete(
    '/api/listas/{listId}',
    authed(options, (info, session) => {
      const lista = findLista(session, info.params.listId);
      if (!lista) return listaMissing(info, lista);
      session.user.listas.delete(lista.id);
      return info.response(204).empty();
    }),
  );
}

/** Takes one company off a list. */
function removeFromList(options: MockOptions) {
  return http.delete(
    '/api/listas/{listId}/cnpjs/{cnpj}',
    authed(options, (info, session) => {
      if (has(session, 'removeFromListError'))
        return fail(info, 500, 'Falha ao retirar da lista (cenário removeFromListError)');
      const lista = findLista(session, info.params.listId);
      if (!lista) return listaMissing(info, lista);
      const index = lista.cnpjs.indexOf(info.params.cnpj);
      if (index < 0) return fail(info, 404, 'CNPJ não está na lista', 'NOT_FOUND');
      lista.cnpjs.splice(index, 1);
      stampChanged(session.user, lista);
      return info.response(204).empty();
    }),
  );
}

/** Every list handler. */
export function listaHandlers(options: MockOptions) {
  return [
    readLists(options),
    createList(options),
    addToList(options),
    readList(options),
    renameList(options),
    deleteList(options),
    removeFromList(options),
  ];
}
