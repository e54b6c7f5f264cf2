// The search (docs/product.md#calls): count, run, page, all. Free-plan limits are enforced here (docs/product.md#plans-and-permissions): at most
// 10 searches and the first 50 results; an over-limit call answers 402 with code FREE_PLAN_LIMIT.
import {
  EXPORT_ROW_CAP,
  FREE_PLAN_LIMIT_CODE,
  FREE_PLAN_SEARCH_LIMIT,
  PAGE_SIZE,
  SEARCH_PATH_TEMPLATE,
  ordenacaoLabels,
  type Ordenacao,
  type SearchSegmentValues,
} from '@cnpj/domain';
import type { MockOptions } from '../options.ts';
import { parseCriteria, parseExtraCriteria, type ExtraCriteria } from '../search/criteria.ts';
import { iterateRows, readRows, runSearch } from '../search/service.ts';
import { BACKEND_USER_SEGMENT, authed, fail, has, isFree, type Session } from './context.ts';
import { companyRow } from './company-row.ts';
import { http } from './http.ts';

/** The searches counted against the free plan's limit (docs/product.md#plans-and-permissions). */
function searchCount(session: Session): number {
  return has(session, 'searchLimitReached')
    ? Math.max(FREE_PLAN_SEARCH_LIMIT, session.user.searchCount)
    : session.user.searchCount;
}

function ordenacaoOf(value: unknown): Ordenacao | null {
  return typeof value === 'string' && Object.hasOwn(ordenacaoLabels, value)
    ? (value as Ordenacao)
    : null;
}

function positiveInt(value: unknown, max = Number.MAX_SAFE_INTEGER): number | null {
  const n = Number(value);
  return Number.isInteger(n) && n >= 1 && n <= max ? n : null;
}

/** The path's criteria with the extension criteria the query carried (left out when off). */
function withExtras(criteria: SearchSegmentValues, extras: ExtraCriteria): SearchSegmentValues {
  return {
    ...criteria,
    ...(extras.somenteMatriz ? { somenteMatriz: true } : {}),
    ...(extras.somenteCelular ? { somenteCelular: true } : {}),
  };
}

/** The CNPJs on the user's lists named in excluir_listas (an unknown id adds none). */
function excludedCnpjs(session: Session, listIds: readonly number[]): Set<string> {
  return new Set(listIds.flatMap((id) => session.user.listas.get(id)?.cnpjs ?? []));
}

/** Maps lazily, with each item's position (the rows are made one by one as the body is read). */
function* mapRows<T, U>(items: Iterable<T>, fn: (item: T, n: number) => U): Generator<U> {
  let n = 0;
  for (const item of items) yield fn(item, n++);
}

/** Rows encoded per read of the body: about 130 KB, a few milliseconds of generation. */
const ROWS_PER_CHUNK = 200;

/**
 * `{"data":[...]}` written as it is read: 65,535 rows are 43 MB of JSON, which built whole would keep
 * the first byte back for seconds (and the app's progress at zero); read chunk by chunk, the rows are
 * generated only as fast as the client takes them.
 */
function jsonDataStream(rows: Iterable<unknown>): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  const iterator = rows[Symbol.iterator]();
  let first = true;
  return new ReadableStream<Uint8Array>({
    pull(controller) {
      const parts: string[] = first ? ['{"data":['] : [];
      for (let n = 0; n < ROWS_PER_CHUNK; n += 1) {
        const next = iterator.next();
        if (next.done) {
          parts.push(']}');
          controller.enqueue(encoder.encode(parts.join('')));
          controller.close();
          return;
        }
        parts.push((first ? '' : ',') + JSON.stringify(next.value));
        first = false;
      }
      controller.enqueue(encoder.encode(parts.join('')));
    },
  });
}

/** How many searches the user has run (the free plan's count). */
function countRoute(options: MockOptions) {
  return http.get(
    '/api/pesquisas/count/{userUid}',
    authed(
      options,
      (info, session) => {
        if (has(session, 'countError'))
          return fail(info, 500, 'Falha ao contar pesquisas (cenário countError)');
        return info.response(200).json({ count: searchCount(session) });
      },
      { param: 'userUid', id: 'uid' },
    ),
  );
}

/** Runs a search: the path's criteria and the query's extra ones, within the free plan's count. */
function searchRoute(options: MockOptions) {
  return http.get(
    SEARCH_PATH_TEMPLATE,
    authed(
      options,
      (info, session) => {
        if (has(session, 'searchError'))
          return fail(info, 500, 'Falha na pesquisa (cenário searchError)');
        const parsed = parseCriteria(info.params as Record<string, string>);
        if (!parsed.ok) return fail(info, 400, parsed.message, 'BAD_REQUEST');
        // A backend that announced no extra criteria (capabilitiesUnavailable) ignores them.
        const extras = parseExtraCriteria(
          has(session, 'capabilitiesUnavailable')
            ? new URLSearchParams()
            : new URL(info.request.url).searchParams,
        );
        if (!extras.ok) return fail(info, 400, extras.message, 'BAD_REQUEST');
        if (isFree(session) && searchCount(session) >= FREE_PLAN_SEARCH_LIMIT) {
          return fail(
            info,
            402,
            'Limite de 10 pesquisas do plano grátis atingido',
            FREE_PLAN_LIMIT_CODE,
          );
        }
        return info
          .response(200)
          .json(
            runSearch(
              options,
              session.user,
              withExtras(parsed.value, extras.value),
              has(session, 'emptySearch'),
              excludedCnpjs(session, extras.value.excluirListas),
            ),
          );
      },
      BACKEND_USER_SEGMENT,
    ),
  );
}

/** One page of a stored search's rows (the free plan sees the first 50 only). */
function pageRoute(options: MockOptions) {
  return http.get(
    '/api/empresas/pagina/{pesquisa_id}/{page}/{recordsPerPage}/{ordenacao}/{user_id}',
    authed(
      options,
      (info, session) => {
        if (has(session, 'pageError'))
          return fail(info, 500, 'Falha ao carregar a página (cenário pageError)');
        const page = positiveInt(info.params.page);
        const size = positiveInt(info.params.recordsPerPage, 1000);
        const ordenacao = ordenacaoOf(info.params.ordenacao);
        if (!page || !size || !ordenacao)
          return fail(info, 400, 'page, recordsPerPage ou ordenacao inválidos', 'BAD_REQUEST');
        const plan = session.user.searches.get(info.params.pesquisa_id);
        if (!plan) return fail(info, 404, 'Pesquisa não encontrada', 'NOT_FOUND');
        const start = (page - 1) * size;
        const cap = isFree(session) ? PAGE_SIZE : Number.MAX_SAFE_INTEGER;
        if (start >= cap)
          return fail(
            info,
            402,
            'Plano grátis: apenas os 50 primeiros resultados',
            FREE_PLAN_LIMIT_CODE,
          );
        const rows = readRows(options, plan, ordenacao, start, Math.min(start + size, cap));
        return info.response(200).json({ data: rows.map((row) => companyRow(session, row)) });
      },
      BACKEND_USER_SEGMENT,
    ),
  );
}

/** Every row of a stored search, streamed: the free plan's first 50, else up to the export cap. */
function allRoute(options: MockOptions) {
  return http.get(
    '/api/empresas/all/{pesquisa_id}/{ordenacao}/{user_id}',
    authed(
      options,
      (info, session) => {
        if (has(session, 'allError'))
          return fail(info, 500, 'Falha ao carregar todos (cenário allError)');
        const ordenacao = ordenacaoOf(info.params.ordenacao);
        if (!ordenacao) return fail(info, 400, 'ordenacao inválida', 'BAD_REQUEST');
        const plan = session.user.searches.get(info.params.pesquisa_id);
        if (!plan) return fail(info, 404, 'Pesquisa não encontrada', 'NOT_FOUND');
        const cap = isFree(session) ? PAGE_SIZE : EXPORT_ROW_CAP;
        const rows = mapRows(iterateRows(options, plan, ordenacao, cap), (row, n) => {
          options.store.remember(row.cnpj, { plan, ordenacao, n });
          return companyRow(session, row);
        });
        return info.response.untyped(
          new Response(jsonDataStream(rows), {
            status: 200,
            headers: { 'Content-Type': 'application/json' },
          }),
        );
      },
      BACKEND_USER_SEGMENT,
    ),
  );
}

/** Count, search, page and all. */
export function empresaHandlers(options: MockOptions) {
  return [countRoute(options), searchRoute(options), pageRoute(options), allRoute(options)];
}
