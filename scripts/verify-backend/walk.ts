// The product's flows, as the app walks them (docs/product.md#calls): sign in, read the user's plan,
// notifications, update date and search count, the lookups, a search (a UF plus one filter), its
// first page and all its rows, the detail and partners of a CNPJ from the results (an alphanumeric
// one too when the results hold one), the lists and the downloads; with `write`, a scratch list, one
// company added to it and one notification marked read; with a session cookie, GET /refresh.
import {
  PAGE_SIZE,
  defaultFilters,
  isCnpj,
  isFreePlan,
  isNumericCnpj,
  toSearchCriteria,
  validateSearch,
  buildSearchPath,
  SEARCH_PATH_TEMPLATE,
  type SearchFilters,
} from '@cnpj/domain';
import { Caller, skipped, type CallRecord, type Step, type StepResult } from './calls.ts';
import type { Contract } from './contract.ts';

/** How to reach and sign in to the backend. */
export interface WalkOptions {
  baseUrl: string;
  contract: Contract;
  /** An identity-provider ID token: signs in with POST /login. */
  idToken?: string;
  /** Or an access token and the backend user id, used as they are. */
  accessToken?: string;
  userId?: string;
  /** The identity-provider uid (notifications, search count); read from the ID token when given. */
  uid?: string;
  /** The session cookie (`session=...`) for GET /refresh; POST /login's own is used otherwise. */
  cookie?: string;
  /** Also create a scratch list, add a company to it and mark a notification read. */
  write?: boolean;
  /** The app's origin: checks CORS on every answer and sends one preflight. */
  origin?: string;
  /** The UF searched (SP by default, or the first the backend lists). */
  uf?: string;
  timeoutMs?: number;
  /** Called with each record as it is made (the CLI prints them as they come). */
  onRecord?: (record: CallRecord) => void;
}

type Json = Record<string, unknown>;

const enc = encodeURIComponent;

/** The claims of a JWT, unverified: only to read the uid the caller already owns. */
function jwtClaims(token: string): Json {
  try {
    return JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as Json;
  } catch {
    return {};
  }
}

/** The first value of each cookie a response sets, as a Cookie header. */
function cookiesOf(headers: Headers): string | undefined {
  const pairs = headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0]!.trim())
    .filter(Boolean);
  return pairs.length ? pairs.join('; ') : undefined;
}

const array = (body: unknown): Json[] => (Array.isArray(body) ? (body as Json[]) : []);
const rowsOf = (answer: StepResult['answer']): Json[] =>
  array((answer?.body as Json | undefined)?.data);
const ok = (result: StepResult) => result.record.outcome === 'conforms';

/** Walks the flows; answers every record, in order. */
export async function walk(options: WalkOptions): Promise<CallRecord[]> {
  const records: CallRecord[] = [];
  const caller = new Caller({
    baseUrl: options.baseUrl.replace(/\/+$/, ''),
    contract: options.contract,
    origin: options.origin,
    timeoutMs: options.timeoutMs ?? 30_000,
  });
  const keep = (record: CallRecord) => {
    records.push(record);
    options.onRecord?.(record);
  };
  const send = async (step: Step) => {
    const result = await caller.send(step);
    keep(result.record);
    return result;
  };
  const skip = (method: string, template: string, reason: string) =>
    keep(skipped(method, template, reason));

  // Sign in.
  let userId = options.userId;
  let uid = options.uid;
  let cookie = options.cookie;
  if (options.idToken) {
    const login = await send({
      method: 'POST',
      template: '/login',
      path: '/login',
      body: { idToken: options.idToken },
      expect: [200],
      anonymous: true,
    });
    const body = login.answer?.body as Json | undefined;
    if (!ok(login) || typeof body?.accessToken !== 'string') return records;
    caller.accessToken = body.accessToken;
    userId = typeof body.userId === 'string' ? body.userId : userId;
    const claims = jwtClaims(options.idToken);
    uid ??= String(claims.user_id ?? claims.sub ?? '') || undefined;
    cookie ??= cookiesOf(login.answer!.headers);
  } else {
    caller.accessToken = options.accessToken ?? null;
  }
  if (!caller.accessToken || !userId) return records;

  if (options.origin) keep(await caller.preflight('/api/ufs', '/api/ufs'));

  // The user.
  const user = await send({
    method: 'GET',
    template: '/api/users/{id}',
    path: `/api/users/${enc(userId)}`,
    expect: [200],
  });
  const free = isFreePlan((user.answer?.body as Json | undefined)?.plano as string | undefined);
  let notifications: Json[] = [];
  if (uid) {
    notifications = array(
      (
        await send({
          method: 'GET',
          template: '/api/notificacoes/{uid}',
          path: `/api/notificacoes/${enc(uid)}`,
          expect: [200],
        })
      ).answer?.body,
    );
  } else skip('GET', '/api/notificacoes/{uid}', 'needs the identity uid: pass --uid');
  await send({
    method: 'GET',
    template: '/api/atualizacao',
    path: '/api/atualizacao',
    expect: [200],
  });
  if (uid)
    await send({
      method: 'GET',
      template: '/api/pesquisas/count/{userUid}',
      path: `/api/pesquisas/count/${enc(uid)}`,
      expect: [200],
    });
  else skip('GET', '/api/pesquisas/count/{userUid}', 'needs the identity uid: pass --uid');

  // The lookups.
  const ufs = array(
    (await send({ method: 'GET', template: '/api/ufs', path: '/api/ufs', expect: [200] })).answer
      ?.body,
  );
  await send({ method: 'GET', template: '/api/cnaes', path: '/api/cnaes', expect: [200] });
  await send({ method: 'GET', template: '/api/naturezas', path: '/api/naturezas', expect: [200] });
  const siglas = ufs
    .map((entry) => entry.codigo)
    .filter((sigla): sigla is string => typeof sigla === 'string');
  const uf = options.uf ?? (siglas.includes('SP') || siglas.length === 0 ? 'SP' : siglas[0]!);
  const cities = array(
    (
      await send({
        method: 'GET',
        template: '/api/municipios/{uf}',
        path: `/api/municipios/${enc(uf)}`,
        expect: [200],
      })
    ).answer?.body,
  );

  // A search: the UF and its first city, else the UF and "com e-mail".
  const city = typeof cities[0]?.codigo_tom === 'string' ? cities[0].codigo_tom : undefined;
  const attempts: Array<Partial<SearchFilters>> = city
    ? [{ municipios: [city] }, { comEmail: true }]
    : [{ comEmail: true }];
  let search: { pesquisaId: string; total: number; ordenacao: string } | null = null;
  for (const extra of attempts) {
    const filters = { ...defaultFilters(), uf: uf as SearchFilters['uf'], ...extra };
    const criteria = validateSearch(filters) === null ? toSearchCriteria(filters) : null;
    if (!criteria) continue;
    const result = await send({
      method: 'GET',
      template: SEARCH_PATH_TEMPLATE,
      path: buildSearchPath({ ...criteria, user_id: userId }),
      expect: [200],
      freePlanMayRefuse: free,
    });
    const body = result.answer?.body as Json | undefined;
    if (!ok(result) || typeof body?.pesquisaId !== 'string') break;
    search = {
      pesquisaId: body.pesquisaId,
      total: Number(body.total),
      ordenacao: filters.ordenacao,
    };
    if (search.total > 0) break;
  }

  // Its rows, and CNPJs to look up: one numeric, one alphanumeric when the results hold one.
  const rows: Json[] = [];
  if (search) {
    const tail = `${enc(search.ordenacao)}/${enc(userId)}`;
    const pesquisa = enc(search.pesquisaId);
    rows.push(
      ...rowsOf(
        (
          await send({
            method: 'GET',
            template:
              '/api/empresas/pagina/{pesquisa_id}/{page}/{recordsPerPage}/{ordenacao}/{user_id}',
            path: `/api/empresas/pagina/${pesquisa}/1/${PAGE_SIZE}/${tail}`,
            expect: [200],
          })
        ).answer,
      ),
    );
    rows.push(
      ...rowsOf(
        (
          await send({
            method: 'GET',
            template: '/api/empresas/all/{pesquisa_id}/{ordenacao}/{user_id}',
            path: `/api/empresas/all/${pesquisa}/${tail}`,
            expect: [200],
            freePlanMayRefuse: free,
          })
        ).answer,
      ),
    );
    await send({
      method: 'GET',
      template: '/api/download/{pesquisa_id}/{ordenacao}/{user_id}',
      path: `/api/download/${pesquisa}/${tail}`,
      expect: [200],
      file: true,
      freePlanMayRefuse: free,
    });
  } else {
    for (const template of [
      '/api/empresas/pagina/{pesquisa_id}/{page}/{recordsPerPage}/{ordenacao}/{user_id}',
      '/api/empresas/all/{pesquisa_id}/{ordenacao}/{user_id}',
      '/api/download/{pesquisa_id}/{ordenacao}/{user_id}',
    ]) {
      skip('GET', template, 'needs a search id: the search failed');
    }
  }
  const cnpjs = rows
    .map((row) => row.cnpj)
    .filter((cnpj): cnpj is string => typeof cnpj === 'string' && isCnpj(cnpj));
  const numeric = cnpjs.find((cnpj) => isNumericCnpj(cnpj));
  const alphanumeric = cnpjs.find((cnpj) => !isNumericCnpj(cnpj));
  for (const cnpj of [numeric, alphanumeric].filter((value): value is string => Boolean(value))) {
    const note = `${cnpj === numeric ? 'numeric' : 'alphanumeric'} CNPJ ${cnpj}`;
    await send({
      method: 'GET',
      template: '/api/empresas/detalhe/{cnpj}',
      path: `/api/empresas/detalhe/${enc(cnpj)}`,
      expect: [200],
      note,
    });
    await send({
      method: 'GET',
      template: '/api/empresas/socios/{cnpj}',
      path: `/api/empresas/socios/${enc(cnpj)}`,
      expect: [200],
      note,
    });
  }
  if (!numeric && !alphanumeric) {
    skip(
      'GET',
      '/api/empresas/detalhe/{cnpj}',
      'needs a CNPJ from the results: the search found none',
    );
  } else if (!alphanumeric) {
    skip(
      'GET',
      '/api/empresas/detalhe/{cnpj}',
      'no alphanumeric CNPJ in the results: only the numeric form was checked',
    );
  }

  // With --write, a scratch list holding one company from the results.
  const cnpj = alphanumeric ?? numeric;
  let scratch: number | undefined;
  if (options.write) {
    const created = await send({
      method: 'POST',
      template: '/api/listas',
      path: '/api/listas',
      body: { descricao: `verify-backend ${new Date().toISOString()}` },
      expect: [201],
      freePlanMayRefuse: free,
    });
    const id = (created.answer?.body as Json | undefined)?.id;
    scratch = created.answer?.status === 201 && typeof id === 'number' ? id : undefined;
    if (scratch !== undefined && cnpj)
      await send({
        method: 'POST',
        template: '/api/listas/{listId}/cnpjs',
        path: `/api/listas/${scratch}/cnpjs`,
        body: { cnpjs: [cnpj] },
        expect: [200],
        freePlanMayRefuse: free,
      });
  }

  // The lists and their files.
  const lists = array(
    (await send({ method: 'GET', template: '/api/listas', path: '/api/listas', expect: [200] }))
      .answer?.body,
  );
  const listId = scratch ?? (typeof lists[0]?.id === 'number' ? lists[0].id : undefined);
  if (listId !== undefined) {
    await send({
      method: 'GET',
      template: '/api/listas/export/{listId}',
      path: `/api/listas/export/${listId}`,
      expect: [200],
      file: true,
      freePlanMayRefuse: free,
    });
    await send({
      method: 'GET',
      template: '/api/listas/export-emails-socios/{listId}',
      path: `/api/listas/export-emails-socios/${listId}`,
      expect: [200],
      file: true,
      freePlanMayRefuse: free,
    });
    await send({
      method: 'GET',
      template: '/api/listas/{listId}',
      path: `/api/listas/${listId}`,
      expect: [200],
      extension: true,
    });
  } else {
    skip(
      'GET',
      '/api/listas/export/{listId}',
      options.write
        ? 'no list to export: the user has none and the scratch list was not created'
        : 'the user has no list (run with --write to create one)',
    );
  }

  // The extensions the app degrades without.
  await send({
    method: 'GET',
    template: '/api/atualizacao/historico',
    path: '/api/atualizacao/historico',
    expect: [200],
    extension: true,
  });
  await send({
    method: 'GET',
    template: '/api/stats/usuarios',
    path: '/api/stats/usuarios',
    expect: [200],
    extension: true,
  });
  await send({
    method: 'GET',
    template: '/api/stats/usuarios/{userId}',
    path: `/api/stats/usuarios/${enc(userId)}`,
    expect: [200],
    extension: true,
  });

  // The rest of the writes: one notification read, and the scratch list deleted where the backend can.
  if (options.write) {
    const unread = notifications.find((item) => item.lida !== 'S') ?? notifications[0];
    if (uid && typeof unread?.id === 'number') {
      await send({
        method: 'PUT',
        template: '/api/notificacoes/{uid}/{id}/',
        path: `/api/notificacoes/${enc(uid)}/${unread.id}/`,
        expect: [204],
      });
    } else
      skip(
        'PUT',
        '/api/notificacoes/{uid}/{id}/',
        uid ? 'the user has no notification' : 'needs the identity uid: pass --uid',
      );
    if (scratch !== undefined)
      await send({
        method: 'DELETE',
        template: '/api/listas/{listId}',
        path: `/api/listas/${scratch}`,
        expect: [204],
        extension: true,
      });
  } else
    skip(
      'POST',
      '/api/listas',
      'read-only walk: pass --write to create a scratch list and mark a notification read',
    );

  if (cookie)
    await send({ method: 'GET', template: '/refresh', path: '/refresh', expect: [200], cookie });
  else skip('GET', '/refresh', 'needs the session cookie: pass --cookie "session=..."');
  return records;
}
