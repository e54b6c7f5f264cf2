// The Radar extension (docs/product.md#radar): monitors kept per user and checked by the backend at each
// release, their queues cleared of what the user must not see as new, "Marcar como vistas", the changes
// in a list since a release, the free plan, and the scenarios of a backend without it or failing.
import {
  checkCriteria,
  checkWindow,
  defaultFilters,
  toSearchCriteria,
  type RadarMonitor,
  type RadarNovas,
} from '@cnpj/domain';
import { beforeEach, describe, expect, it } from 'vitest';
import { publishRelease } from '../src/radar/publish.ts';
import { createHandlers, handlers, resetStore, store } from '../src/index.ts';
import { call, expectContract, searchPath, signIn } from './helpers.ts';

const MONITORS = '/api/radar/monitores';
const filtros = toSearchCriteria({ ...defaultFilters(), uf: 'SP', cnaes: ['1091102'] })!;

const send = (path: string, method: string, body?: unknown, scenario?: string) =>
  call(handlers, path, {
    method,
    body: body === undefined ? undefined : JSON.stringify(body),
    scenario,
  });
const json = async <T>(response: Promise<Response>) => (await (await response).json()) as T;
const create = (nome = 'Padarias SP') =>
  json<RadarMonitor>(send(MONITORS, 'POST', { nome, filtros }));
const novas = (id: string, query = '') =>
  json<RadarNovas>(send(`${MONITORS}/${id}/novas${query}`, 'GET'));
const atualizacao = async () =>
  (await json<{ dt_atualizado_ate: string }>(send('/api/atualizacao', 'GET'))).dt_atualizado_ate;

describe('Radar monitors', () => {
  beforeEach(() => resetStore());

  it('answers what the contract allows, for every call', async () => {
    const created = (await expectContract(
      MONITORS,
      'post',
      await send(MONITORS, 'POST', { nome: 'Padarias SP', filtros }),
    )) as RadarMonitor;
    const one = `${MONITORS}/{monitorId}`;
    await expectContract(MONITORS, 'get', await send(MONITORS, 'GET'));
    await expectContract(
      one,
      'patch',
      await send(`${MONITORS}/${created.id}`, 'PATCH', { pausado: true }),
    );
    await expectContract(
      `${one}/novas`,
      'get',
      await send(`${MONITORS}/${created.id}/novas?page=1`, 'GET'),
    );
    await expectContract(
      `${one}/vistas`,
      'post',
      await send(`${MONITORS}/${created.id}/vistas`, 'POST', { ate: '2026-10-31' }),
    );
    await expectContract(
      '/api/radar/listas/{listId}/mudancas',
      'get',
      await send('/api/radar/listas/1/mudancas?desde=2026-10-31', 'GET'),
    );
    const sheet = await send(`${MONITORS}/${created.id}/novas/planilha`, 'GET');
    expect(sheet.headers.get('content-disposition')).toContain('.xlsx');
    await expectContract(`${one}/novas/planilha`, 'get', sheet);
    await expectContract(one, 'delete', await send(`${MONITORS}/${created.id}`, 'DELETE'));
    const other = await create('Outro');
    const errors: [string, string, number, Response][] = [
      [`${one}/novas`, 'get', 404, await send(`${MONITORS}/nenhum/novas`, 'GET')],
      [MONITORS, 'post', 400, await send(MONITORS, 'POST', { nome: ' ', filtros })],
      [MONITORS, 'get', 402, await send(MONITORS, 'GET', undefined, 'freePlan')],
      [
        `${one}/novas`,
        'get',
        500,
        await send(`${MONITORS}/${other.id}/novas`, 'GET', undefined, 'radarError'),
      ],
    ];
    for (const [template, method, status, response] of errors) {
      expect(response.status).toBe(status);
      await expectContract(template, method, response);
    }
  });

  it('checks a new monitor at once: the companies opened in the 30 days up to the release', async () => {
    const countBefore = store.users.get([...store.users.keys()][0] ?? '')?.searchCount ?? 0;
    const monitor = await create();
    expect(monitor).toMatchObject({
      base_verificada: '2026-10-31',
      novas_desde: '2026-10-01',
      visto_ate: null,
      pausado: false,
    });
    expect(monitor.novas).toBeGreaterThan(0);
    const page = await novas(monitor.id, '?recordsPerPage=1000');
    expect(page.total).toBe(monitor.novas);
    expect(page.exclusoes).toEqual(['listas', 'nao_contatar', 'exportadas']);
    for (const row of page.data) {
      expect(row.data_inicio_atividade! >= '2026-10-02').toBe(true);
      expect(row.data_inicio_atividade! <= '2026-10-31').toBe(true);
      expect(row.uf).toBe('SP');
    }
    // A check is the backend's own search: the user's count is untouched.
    const user = [...store.users.values()][0]!;
    expect(user.searchCount).toBe(countBefore);
  });

  it('fills with the companies of each new release, and "Marcar como vistas" empties it until the next', async () => {
    const monitor = await create();
    publishRelease(store);
    expect(await atualizacao()).toBe('2026-11-30T03:00:00.000Z');

    const [checked] = await json<RadarMonitor[]>(send(MONITORS, 'GET'));
    expect(checked).toMatchObject({ base_verificada: '2026-11-30', novas_desde: '2026-10-01' });
    expect(checked!.novas).toBeGreaterThan(monitor.novas);
    const november = await novas(monitor.id, '?desde=2026-10-31&recordsPerPage=1000');
    expect(november.total).toBe(checked!.novas - monitor.novas);
    expect(november.data.every((row) => row.data_inicio_atividade! > '2026-10-31')).toBe(true);

    // Seen up to the release shown: the queue is empty until the next release.
    const seen = await json<RadarMonitor>(
      send(`${MONITORS}/${monitor.id}/vistas`, 'POST', { ate: '2026-11-30' }),
    );
    expect(seen).toMatchObject({ novas: 0, visto_ate: '2026-11-30', novas_desde: '2026-11-30' });
    expect((await novas(monitor.id)).total).toBe(0);
    publishRelease(store);
    const [next] = await json<RadarMonitor[]>(send(MONITORS, 'GET'));
    expect(next).toMatchObject({ base_verificada: '2026-12-31' });
    expect(next!.novas).toBeGreaterThan(0);
  });

  it('leaves out, when read, companies put on a list and those of a spreadsheet downloaded before', async () => {
    const monitor = await create();
    const [first] = (await novas(monitor.id)).data;
    const lista = await json<{ id: number }>(
      send('/api/listas', 'POST', { descricao: 'Clientes' }),
    );
    await send(`/api/listas/${lista.id}/cnpjs`, 'POST', { cnpjs: [first!.cnpj] });
    const after = await novas(monitor.id, '?recordsPerPage=1000');
    expect(after.total).toBe(monitor.novas - 1);
    expect(after.data.map((row) => row.cnpj)).not.toContain(first!.cnpj);

    // The same search the check ran, downloaded as a spreadsheet: every company was exported.
    const criteria = checkCriteria(filtros, checkWindow('2026-10-31', null))!;
    const search = await json<{ pesquisaId: string }>(
      send(searchPath({ ...criteria, ordenacao: 'D', user_id: 'u1' }), 'GET'),
    );
    const download = await send(`/api/download/${search.pesquisaId}/D/u1`, 'GET');
    expect(download.status).toBe(200);
    await download.arrayBuffer();
    expect((await novas(monitor.id)).total).toBe(0);
  });

  it('renames, pauses, resumes and removes; a paused monitor waits, resumed it covers every release since', async () => {
    const monitor = await create();
    const renamed = await json<RadarMonitor>(
      send(`${MONITORS}/${monitor.id}`, 'PATCH', { nome: ' Padarias Campinas ', pausado: true }),
    );
    expect(renamed).toMatchObject({ nome: 'Padarias Campinas', pausado: true });
    publishRelease(store);
    publishRelease(store);
    const [paused] = await json<RadarMonitor[]>(send(MONITORS, 'GET'));
    expect(paused).toMatchObject({ base_verificada: '2026-10-31' });

    const resumed = await json<RadarMonitor>(
      send(`${MONITORS}/${monitor.id}`, 'PATCH', { pausado: false }),
    );
    expect(resumed.base_verificada).toBe('2026-12-31');
    const since = await novas(monitor.id, '?desde=2026-10-31&recordsPerPage=1000');
    expect(since.data.some((row) => row.data_inicio_atividade!.startsWith('2026-11'))).toBe(true);
    expect(since.data.some((row) => row.data_inicio_atividade!.startsWith('2026-12'))).toBe(true);

    expect((await send(`${MONITORS}/${monitor.id}`, 'DELETE')).status).toBe(204);
    expect((await send(`${MONITORS}/${monitor.id}`, 'DELETE')).status).toBe(404);
    expect(await json<RadarMonitor[]>(send(MONITORS, 'GET'))).toEqual([]);
  });

  it('refuses bodies and queries that break the contract', async () => {
    const monitor = await create();
    expect((await send(MONITORS, 'POST', { nome: 'A', filtros: {} })).status).toBe(400);
    expect((await send(MONITORS, 'POST', { nome: 'A', filtros, extra: 1 })).status).toBe(400);
    const patch = (body: unknown) => send(`${MONITORS}/${monitor.id}`, 'PATCH', body);
    expect((await patch({})).status).toBe(400);
    expect((await patch({ pausado: 'sim' })).status).toBe(400);
    expect((await send(`${MONITORS}/${monitor.id}/novas?desde=31/10/2026`, 'GET')).status).toBe(
      400,
    );
    expect((await send(`${MONITORS}/${monitor.id}/vistas`, 'POST', {})).status).toBe(400);
    expect((await send('/api/radar/listas/1/mudancas', 'GET')).status).toBe(400);
  });
});

describe('a backend without the Radar: the search alone', () => {
  beforeEach(() => resetStore());

  it('finds the companies opened in a published release, and keeps the pages of a search run before', async () => {
    const november = searchPath({
      uf: 'SP',
      cnaes: ['1091102'],
      dataAberturaIni: '2026-11-01',
      dataAberturaFim: '2026-11-30',
    });
    const before = await json<{ total: number }>(send(november, 'GET'));
    expect(before.total).toBe(0);
    const older = await json<{ pesquisaId: string; total: number }>(
      send(searchPath({ uf: 'SP', cnaes: ['1091102'] }), 'GET'),
    );
    const page = (id: string) =>
      json<{ data: { cnpj: string }[] }>(send(`/api/empresas/pagina/${id}/1/50/D/u1`, 'GET'));
    const firstPage = await page(older.pesquisaId);

    publishRelease(store);
    const after = await json<{ total: number }>(send(november, 'GET'));
    expect(after.total).toBeGreaterThan(0);
    // A search run before the release reads the same rows; run again, it is another search.
    expect(await page(older.pesquisaId)).toEqual(firstPage);
    const again = await json<{ pesquisaId: string; total: number }>(
      send(searchPath({ uf: 'SP', cnaes: ['1091102'] }), 'GET'),
    );
    expect(again.pesquisaId).not.toBe(older.pesquisaId);
    expect(again.total).toBeGreaterThanOrEqual(older.total);
    // A range before the release finds what it always found.
    const october = searchPath({ uf: 'SP', cnaes: ['1091102'], dataAberturaFim: '2026-10-31' });
    resetStore();
    const octoberBefore = await json<{ total: number }>(send(october, 'GET'));
    publishRelease(store);
    expect((await json<{ total: number }>(send(october, 'GET'))).total).toBe(octoberBefore.total);
  });
});

describe('what changed in my lists', () => {
  beforeEach(() => resetStore());

  it('tells, after a release, the changes of the companies already on a list', async () => {
    const listas = await json<{ id: number; descricao: string }[]>(send('/api/listas', 'GET'));
    expect(listas.length).toBeGreaterThan(0);
    const before = await json<{ mudancas: unknown[] }>(
      send(`/api/radar/listas/${listas[0]!.id}/mudancas?desde=2026-10-31`, 'GET'),
    );
    expect(before.mudancas).toEqual([]);

    publishRelease(store);
    const kinds = new Set<string>();
    for (const lista of listas) {
      const answer = await json<{
        ate: string;
        mudancas: { tipo: string; base: string; cnpj: string }[];
      }>(send(`/api/radar/listas/${lista.id}/mudancas?desde=2026-10-31`, 'GET'));
      expect(answer.ate).toBe('2026-11-30');
      expect(answer.mudancas.length).toBeGreaterThan(0);
      answer.mudancas.forEach((change) => kinds.add(change.tipo));
      expect(answer.mudancas.every((change) => change.base === '2026-11-30')).toBe(true);
    }
    expect(kinds).toContain('situacao');
    expect(kinds.size).toBeGreaterThan(3);

    // The company's detail shows the release's change; the release before, nothing changed.
    const sameRelease = await json<{ mudancas: unknown[] }>(
      send(`/api/radar/listas/${listas[0]!.id}/mudancas?desde=2026-11-30`, 'GET'),
    );
    expect(sameRelease.mudancas).toEqual([]);
    expect((await send('/api/radar/listas/999/mudancas?desde=2026-10-31', 'GET')).status).toBe(404);
  });

  it('shows a listed company now Baixada as Baixada in its detail', async () => {
    const [lista] = await json<{ id: number }[]>(send('/api/listas', 'GET'));
    publishRelease(store);
    const { mudancas } = await json<{ mudancas: { tipo: string; cnpj: string; depois: string }[] }>(
      send(`/api/radar/listas/${lista!.id}/mudancas?desde=2026-10-31`, 'GET'),
    );
    const closed = mudancas.find((change) => change.tipo === 'situacao')!;
    const detail = await json<{ situacao_cadastral: string }>(
      send(`/api/empresas/detalhe/${closed.cnpj}`, 'GET'),
    );
    expect(['08', '04', '03']).toContain(detail.situacao_cadastral);
  });
});

describe('Radar plans and scenarios', () => {
  const strict = createHandlers({
    auth: 'strict',
    tokenSecret: 'radar-test-secret-radar-test-secret',
  });
  beforeEach(() => resetStore());

  it('keeps each user’s monitors apart', async () => {
    const ana = await signIn(strict, 'ana-uid');
    const bruno = await signIn(strict, 'bruno-uid');
    const made = await call(strict, MONITORS, {
      method: 'POST',
      token: ana.token,
      body: JSON.stringify({ nome: 'Da Ana', filtros }),
    });
    const { id } = (await made.json()) as RadarMonitor;
    const theirs = await call(strict, `${MONITORS}/${id}/novas`, { token: bruno.token });
    expect(theirs.status).toBe(404);
    const list = await call(strict, MONITORS, { token: bruno.token });
    expect(await list.json()).toEqual([]);
  });

  it('refuses the free plan with 402, and never counts one of its searches', async () => {
    const free = await signIn(strict, 'free-uid', 'free@example.com');
    const refused = await call(strict, MONITORS, {
      method: 'POST',
      token: free.token,
      body: JSON.stringify({ nome: 'Grátis', filtros }),
    });
    expect(refused.status).toBe(402);
    expect(((await refused.json()) as { code: string }).code).toBe('FREE_PLAN_LIMIT');
    expect(store.users.get(free.userId)?.searchCount).toBe(0);
  });

  it('answers 404 for every call without the extension, and keeps the queue when a check fails', async () => {
    const monitor = await create();
    for (const [path, method] of [
      [MONITORS, 'GET'],
      [`${MONITORS}/${monitor.id}`, 'DELETE'],
      [`${MONITORS}/${monitor.id}/novas`, 'GET'],
      [`${MONITORS}/${monitor.id}/novas/planilha`, 'GET'],
      ['/api/radar/listas/1/mudancas?desde=2026-10-31', 'GET'],
    ] as const)
      expect((await send(path, method, undefined, 'radarMissing')).status).toBe(404);

    publishRelease(store);
    expect(
      (await send(`${MONITORS}/${monitor.id}/novas`, 'GET', undefined, 'radarError')).status,
    ).toBe(500);
    // The failed check changed nothing: the next read checks the new release and keeps the earlier.
    const after = await novas(monitor.id, '?recordsPerPage=1000');
    expect(after.total).toBeGreaterThan(monitor.novas);
    const changes = await send(
      '/api/radar/listas/1/mudancas?desde=2026-10-31',
      'GET',
      undefined,
      'radarChangesError',
    );
    expect(changes.status).toBe(500);
  });
});
