// The .xlsx downloads (docs/product.md#calls, #limits-and-constants): empresas.xlsx, lista_{id}.xlsx,
// lista_{id}_emails_socios.xlsx, and a Radar queue's (extension, docs/product.md#radar).
// Export is a paid feature (docs/product.md#plans-and-permissions): the free plan gets 402 FREE_PLAN_LIMIT.
import { EXPORT_ROW_CAP, FREE_PLAN_LIMIT_CODE } from '@cnpj/domain';
import { partnersOf } from '../factories/partner.ts';
import type { MockOptions } from '../options.ts';
import { checkDue, queue } from '../radar/monitors.ts';
import { iterateRows, resolveCompany } from '../search/service.ts';
import {
  COMPANY_COLUMNS,
  PARTNER_COLUMNS,
  companyRow,
  memoryXlsxWriter,
  partnerRow,
  xlsxResponse,
  type XlsxWriter,
} from '../xlsx/sheets.ts';
import { BACKEND_USER_SEGMENT, authed, fail, has, isFree, type Session } from './context.ts';
import { http } from './http.ts';
import { findLista, listaMissing } from './listas.ts';

function* map<T, U>(items: Iterable<T>, fn: (item: T) => U): Generator<U> {
  for (const item of items) yield fn(item);
}

function* partnerRows(
  options: MockOptions,
  cnpjs: readonly string[],
): Generator<Record<string, unknown>> {
  for (const cnpj of cnpjs) {
    const company = resolveCompany(options, cnpj);
    for (const socio of partnersOf(options.seed, cnpj, company.data_inicio_atividade))
      yield partnerRow(company, socio);
  }
}

type ResolverInfo = Parameters<typeof fail>[0];

/** The answer when exporting is refused (the exportError scenario, the free plan); null otherwise. */
function refused<R>(info: ResolverInfo, session: Session): R | null {
  if (has(session, 'exportError'))
    return fail(info, 500, 'Falha ao exportar (cenário exportError)');
  if (isFree(session))
    return fail(info, 402, 'Plano grátis: exportação indisponível', FREE_PLAN_LIMIT_CODE);
  return null;
}

/** empresas.xlsx: a stored search's rows in the order asked, up to the export cap. */
function searchDownload(options: MockOptions, writer: XlsxWriter) {
  return http.get(
    '/api/download/{pesquisa_id}/{ordenacao}/{user_id}',
    authed(
      options,
      async (info, session) => {
        const refusal = refused<never>(info, session);
        if (refusal) return refusal;
        const plan = session.user.searches.get(info.params.pesquisa_id);
        if (!plan) return fail(info, 404, 'Pesquisa não encontrada', 'NOT_FOUND');
        const ordenacao = info.params.ordenacao;
        if (!['D', 'R', 'N', 'C'].includes(ordenacao))
          return fail(info, 400, 'ordenacao inválida', 'BAD_REQUEST');
        // Each company written is one the user exported: the Radar leaves it out (README, "Radar").
        const exported = session.user.exported;
        const rows = map(iterateRows(options, plan, ordenacao, EXPORT_ROW_CAP), (company) => {
          exported.add(company.cnpj);
          return companyRow(company);
        });
        const body = await writer({ name: 'Empresas', columns: COMPANY_COLUMNS, rows });
        return info.response.untyped(xlsxResponse(body, 'empresas.xlsx'));
      },
      BACKEND_USER_SEGMENT,
    ),
  );
}

/** radar_{id}.xlsx: a monitor's queue (404 under radarMissing, as a backend without the Radar). */
function radarQueueDownload(options: MockOptions, writer: XlsxWriter) {
  return http.get(
    '/api/radar/monitores/{monitorId}/novas/planilha',
    authed(options, async (info, session) => {
      if (has(session, 'radarMissing'))
        return fail(info, 404, 'Extensão não implementada (cenário radarMissing)', 'NOT_FOUND');
      const refusal = refused<never>(info, session);
      if (refusal) return refusal;
      const stored = session.user.radar.get(info.params.monitorId);
      if (!stored) return fail(info, 404, 'Monitor não encontrado', 'NOT_FOUND');
      const desde = new URL(info.request.url).searchParams.get('desde');
      if (desde !== null && !/^\d{4}-\d{2}-\d{2}$/.test(desde))
        return fail(info, 400, 'desde deve ser uma data (aaaa-mm-dd)', 'BAD_REQUEST');
      checkDue(options, stored);
      // Not recorded as exported: the queue it comes from would empty itself as it is read.
      const rows = queue(session.user, stored, desde ?? undefined).slice(0, EXPORT_ROW_CAP);
      const body = await writer({
        name: stored.monitor.nome.slice(0, 31) || 'Radar',
        columns: COMPANY_COLUMNS,
        rows: map(rows, companyRow),
      });
      return info.response.untyped(xlsxResponse(body, `radar_${stored.monitor.id}.xlsx`));
    }),
  );
}

/** lista_{id}.xlsx: a list's companies. */
function listDownload(options: MockOptions, writer: XlsxWriter) {
  return http.get(
    '/api/listas/export/{listId}',
    authed(options, async (info, session) => {
      const refusal = refused<never>(info, session);
      if (refusal) return refusal;
      const lista = findLista(session, info.params.listId);
      if (!lista) return listaMissing(info, lista);
      const rows = map(lista.cnpjs, (cnpj) => companyRow(resolveCompany(options, cnpj)));
      const body = await writer({
        name: lista.descricao.slice(0, 31) || 'Lista',
        columns: COMPANY_COLUMNS,
        rows,
      });
      return info.response.untyped(xlsxResponse(body, `lista_${lista.id}.xlsx`));
    }),
  );
}

/** lista_{id}_emails_socios.xlsx: the partners of a list's companies. */
function listPartnersDownload(options: MockOptions, writer: XlsxWriter) {
  return http.get(
    '/api/listas/export-emails-socios/{listId}',
    authed(options, async (info, session) => {
      const refusal = refused<never>(info, session);
      if (refusal) return refusal;
      const lista = findLista(session, info.params.listId);
      if (!lista) return listaMissing(info, lista);
      const body = await writer({
        name: 'Sócios',
        columns: PARTNER_COLUMNS,
        rows: partnerRows(options, lista.cnpjs),
      });
      return info.response.untyped(xlsxResponse(body, `lista_${lista.id}_emails_socios.xlsx`));
    }),
  );
}

/** Download handlers; `writer` turns a sheet into bytes (streamed by the Express host). */
export function downloadHandlers(options: MockOptions, writer: XlsxWriter = memoryXlsxWriter) {
  return [
    searchDownload(options, writer),
    radarQueueDownload(options, writer),
    listDownload(options, writer),
    listPartnersDownload(options, writer),
  ];
}
