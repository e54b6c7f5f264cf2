// The Radar extension (openapi tag `extensions`, docs/product.md#radar): each user's monitors, their
// queues and the changes in their lists, kept in the store under that user. Paid plans only (402 on the
// free plan). Scenarios: radarMissing answers 404 for every Radar call, as a backend without it (the
// app keeps the monitors in the browser); radarError makes a check fail (500 on a monitor's new
// companies, the queue kept); radarChangesError fails the list changes (500).
import {
  FREE_PLAN_LIMIT_CODE,
  afterMarkSeen,
  companyChanges,
  type RadarMonitorAlteracao,
  type RadarMonitorEntrada,
} from '@cnpj/domain';
import { toResumo } from '../factories/company.ts';
import type { MockOptions } from '../options.ts';
import {
  MOCK_EXCLUSIONS,
  checkDue,
  criteriaValues,
  monitorView,
  queue,
} from '../radar/monitors.ts';
import { resolveCompany, resolveCompanyAsOf } from '../search/service.ts';
import type { StoredMonitor } from '../store.ts';
import { extraKeys, readBody } from './body.ts';
import { companyRow } from './company-row.ts';
import { authed, fail, has, isFree, type Session } from './context.ts';
import { http } from './http.ts';
import { findLista, listaMissing } from './listas.ts';

type ResolverInfo = Parameters<typeof fail>[0];

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The answer when the extension is missing or the plan is free; null otherwise. */
function refused<R>(info: ResolverInfo, session: Session): R | null {
  if (has(session, 'radarMissing'))
    return fail(info, 404, 'Extensão não implementada (cenário radarMissing)', 'NOT_FOUND');
  if (isFree(session))
    return fail(info, 402, 'Plano grátis: o Radar é dos planos pagos', FREE_PLAN_LIMIT_CODE);
  return null;
}

function checkName(nome: unknown): string | null {
  return typeof nome === 'string' && /\S/.test(nome) && nome.length <= 120
    ? null
    : 'nome deve ter de 1 a 120 caracteres e não ser vazio';
}

function checkEntrada(body: Record<string, unknown>): string | null {
  const { filtros } = body;
  if (typeof filtros !== 'object' || filtros === null || Array.isArray(filtros))
    return 'filtros deve ser um objeto';
  return checkName(body.nome) ?? extraKeys(body, ['nome', 'filtros']);
}

function checkAlteracao(body: Record<string, unknown>): string | null {
  if (Object.keys(body).length === 0) return 'informe nome ou pausado';
  if ('nome' in body && checkName(body.nome)) return checkName(body.nome);
  if ('pausado' in body && typeof body.pausado !== 'boolean')
    return 'pausado deve ser true ou false';
  return extraKeys(body, ['nome', 'pausado']);
}

function checkVistas(body: Record<string, unknown>): string | null {
  if (typeof body.ate !== 'string' || !DATE.test(body.ate))
    return 'ate deve ser uma data (aaaa-mm-dd)';
  return extraKeys(body, ['ate']);
}

function positive(value: string | null, fallback: number, max: number): number | null {
  if (value === null) return fallback;
  const n = Number(value);
  return Number.isInteger(n) && n >= 1 && n <= max ? n : null;
}

/** A queue's query: since when (else the monitor's start), page and page size; null when invalid. */
function queueQuery(
  query: URLSearchParams,
): { desde: string | null; page: number; size: number } | null {
  const desde = query.get('desde');
  const page = positive(query.get('page'), 1, Number.MAX_SAFE_INTEGER);
  const size = positive(query.get('recordsPerPage'), 50, 1000);
  if ((desde !== null && !DATE.test(desde)) || page === null || size === null) return null;
  return { desde, page, size };
}

/** The user's monitor with that id, if any. */
function found(session: Session, id: string): StoredMonitor | undefined {
  return session.user.radar.get(id);
}

/** The answer for a monitor id that is not one of the user's. */
function missing<R>(info: ResolverInfo): R {
  return fail(info, 404, 'Monitor não encontrado', 'NOT_FOUND');
}

/** A new monitor, not yet checked: no base, nothing found. */
function newMonitor(id: string, entrada: RadarMonitorEntrada): StoredMonitor {
  return {
    monitor: {
      id,
      nome: entrada.nome.trim(),
      filtros: entrada.filtros,
      pausado: false,
      base_verificada: null,
      verificado_em: null,
      novas: 0,
      novas_desde: null,
      visto_ate: null,
      criado_em: new Date().toISOString(),
    },
    found: [],
  };
}

/** The user's monitors, newest first, each checked if due. */
function listMonitors(options: MockOptions) {
  return http.get(
    '/api/radar/monitores',
    authed(options, (info, session) => {
      const refusal = refused<never>(info, session);
      if (refusal) return refusal;
      const stored = [...session.user.radar.values()].reverse();
      stored.forEach((monitor) => checkDue(options, monitor));
      return info.response(200).json(stored.map((m) => monitorView(session.user, m)));
    }),
  );
}

/** A new monitor, checked at once. */
function createMonitor(options: MockOptions) {
  return http.post(
    '/api/radar/monitores',
    authed(options, async (info, session) => {
      const refusal = refused<never>(info, session);
      if (refusal) return refusal;
      const body = await readBody<RadarMonitorEntrada>(info.request, checkEntrada);
      if (!body.ok) return fail(info, 400, body.message, 'BAD_REQUEST');
      const values = criteriaValues(body.value.filtros);
      if (!values.ok) return fail(info, 400, values.message, 'BAD_REQUEST');
      const id = `r${options.store.nextMonitorId}`;
      options.store.nextMonitorId += 1;
      const stored = newMonitor(id, body.value);
      session.user.radar.set(id, stored);
      checkDue(options, stored);
      return info.response(201).json(monitorView(session.user, stored));
    }),
  );
}

/** Renames, pauses or resumes a monitor. */
function changeMonitor(options: MockOptions) {
  return http.patch(
    '/api/radar/monitores/{monitorId}',
    authed(options, async (info, session) => {
      const refusal = refused<never>(info, session);
      if (refusal) return refusal;
      const stored = found(session, info.params.monitorId);
      if (!stored) return missing(info);
      const body = await readBody<RadarMonitorAlteracao>(info.request, checkAlteracao);
      if (!body.ok) return fail(info, 400, body.message, 'BAD_REQUEST');
      const { nome, pausado } = body.value;
      stored.monitor = {
        ...stored.monitor,
        ...(nome === undefined ? {} : { nome: nome.trim() }),
        ...(pausado === undefined ? {} : { pausado }),
      };
      checkDue(options, stored);
      return info.response(200).json(monitorView(session.user, stored));
    }),
  );
}

/** Removes a monitor. */
function deleteMonitor(options: MockOptions) {
  return http.delete(
    '/api/radar/monitores/{monitorId}',
    authed(options, (info, session) => {
      const refusal = refused<never>(info, session);
      if (refusal) return refusal;
      if (!session.user.radar.delete(info.params.monitorId)) return missing(info);
      return info.response(204).empty();
    }),
  );
}

/** A page of a monitor's new companies (radarError fails the check, the queue kept). */
function monitorQueue(options: MockOptions) {
  return http.get(
    '/api/radar/monitores/{monitorId}/novas',
    authed(options, (info, session) => {
      const refusal = refused<never>(info, session);
      if (refusal) return refusal;
      // The check fails before it runs: what the queue held stays as it was.
      if (has(session, 'radarError'))
        return fail(info, 500, 'Falha na verificação do monitor (cenário radarError)');
      const stored = found(session, info.params.monitorId);
      if (!stored) return missing(info);
      const query = queueQuery(new URL(info.request.url).searchParams);
      if (!query) return fail(info, 400, 'desde, page ou recordsPerPage inválidos', 'BAD_REQUEST');
      const { desde, page, size } = query;
      checkDue(options, stored);
      const rows = queue(session.user, stored, desde ?? undefined);
      const { monitor } = stored;
      const current = options.store.register.current();
      return info.response(200).json({
        monitor_id: monitor.id,
        desde: desde ?? monitor.novas_desde ?? current,
        ate: monitor.base_verificada ?? current,
        total: rows.length,
        exclusoes: [...MOCK_EXCLUSIONS],
        data: rows.slice((page - 1) * size, page * size).map((row) => companyRow(session, row)),
      });
    }),
  );
}

/** Marks a monitor's queue as seen up to a date. */
function markSeen(options: MockOptions) {
  return http.post(
    '/api/radar/monitores/{monitorId}/vistas',
    authed(options, async (info, session) => {
      const refusal = refused<never>(info, session);
      if (refusal) return refusal;
      const stored = found(session, info.params.monitorId);
      if (!stored) return missing(info);
      const body = await readBody<{ ate: string }>(info.request, checkVistas);
      if (!body.ok) return fail(info, 400, body.message, 'BAD_REQUEST');
      stored.monitor = afterMarkSeen(stored.monitor, body.value.ate, 0);
      return info.response(200).json(monitorView(session.user, stored));
    }),
  );
}

/** What changed in a list's companies since a release. */
function listChanges(options: MockOptions) {
  return http.get(
    '/api/radar/listas/{listId}/mudancas',
    authed(options, (info, session) => {
      const refusal = refused<never>(info, session);
      if (refusal) return refusal;
      if (has(session, 'radarChangesError'))
        return fail(info, 500, 'Falha ao comparar a lista (cenário radarChangesError)');
      const lista = findLista(session, info.params.listId);
      if (!lista) return listaMissing(info, lista);
      const desde = new URL(info.request.url).searchParams.get('desde');
      if (desde === null || !DATE.test(desde))
        return fail(info, 400, 'desde deve ser uma data (aaaa-mm-dd)', 'BAD_REQUEST');
      const { register } = options.store;
      const mudancas = lista.cnpjs.flatMap((cnpj) => {
        const releases = register.changedAfter(cnpj, desde);
        if (releases.length === 0) return [];
        const before = toResumo(resolveCompanyAsOf(options, cnpj, desde));
        const after = toResumo(resolveCompany(options, cnpj));
        const base = releases.at(-1) ?? register.current();
        return companyChanges(before, after).map((change) => ({ ...change, base }));
      });
      return info
        .response(200)
        .json({ lista_id: lista.id, desde, ate: register.current(), mudancas });
    }),
  );
}

/** Every Radar handler. */
export function radarHandlers(options: MockOptions) {
  return [
    listMonitors(options),
    createMonitor(options),
    changeMonitor(options),
    deleteMonitor(options),
    monitorQueue(options),
    markSeen(options),
    listChanges(options),
  ];
}
