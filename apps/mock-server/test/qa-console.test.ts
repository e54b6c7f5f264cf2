// The QA console's backend (/__mock): its JSON API, the request log and the scenario catalogue it shows.
import { mkdtemp, writeFile } from 'node:fs/promises';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import * as domain from '@cnpj/domain';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { SCENARIO_GROUPS, scenarioCatalog } from '../src/scenario-catalog.ts';
import { scenarios, type ScenarioName } from '../src/scenarios.ts';
import { createApp } from '../src/server/app.ts';
import { readConfig } from '../src/server/config.ts';
import type { ConsoleState } from '../src/server/qa/state.ts';
import { RequestJournal, type JournalEntry } from '../src/server/request-journal.ts';
import { resetStore, store } from '../src/index.ts';
import { emulatorIdToken } from './helpers.ts';

let server: Server;
let base = '';
let consoleDir = '';

beforeAll(async () => {
  consoleDir = await mkdtemp(path.join(tmpdir(), 'qa-console-'));
  await writeFile(
    path.join(consoleDir, 'index.html'),
    '<!doctype html><title>Console de QA do mock</title>',
  );
  server = createApp(
    readConfig({}),
    store,
    () => {},
    async () => consoleDir,
  ).listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));
beforeEach(async () => {
  resetStore();
  await fetch(`${base}/__mock/requests`, { method: 'DELETE' });
});

async function login(email: string): Promise<{ auth: { authorization: string }; userId: string }> {
  const response = await fetch(`${base}/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ idToken: emulatorIdToken({ sub: `uid-${email}`, email }) }),
  });
  const { accessToken, userId } = (await response.json()) as {
    accessToken: string;
    userId: string;
  };
  return { auth: { authorization: `Bearer ${accessToken}` }, userId };
}

const api = (method: string, route: string, body?: unknown) =>
  fetch(`${base}/__mock/api${route}`, {
    method,
    headers: { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
const state = async () => (await (await api('GET', '/state')).json()) as ConsoleState;
const requests = async (query = '') =>
  (await (await fetch(`${base}/__mock/requests${query}`)).json()) as {
    limit: number;
    entries: JournalEntry[];
  };

describe('scenario catalogue', () => {
  it('gives every scenario a group, a Portuguese description and what the app shows', () => {
    expect(scenarioCatalog.map((s) => s.name)).toEqual(scenarios.map((s) => s.name));
    for (const { name, group, description, effect } of scenarioCatalog) {
      expect(Object.keys(SCENARIO_GROUPS), name).toContain(group);
      expect(description, name).toMatch(/\S{3}/);
      // Portuguese, not the English one-liners of scenarios.ts.
      expect(description, name).not.toMatch(/\b(answers|the|is|every)\b/i);
      expect(effect.behaviour, name).toMatch(/\S{3}/);
      effect.messages.forEach((message) => expect(message, name).toMatch(/\S{3}/));
    }
    expect(new Set(scenarioCatalog.map((s) => s.group))).toEqual(
      new Set(Object.keys(SCENARIO_GROUPS)),
    );
  });

  it("quotes only the domain's own texts, exactly as the app shows them (docs/product.md#errors)", () => {
    const domainTexts = new Set(
      Object.values(domain as Record<string, unknown>).filter(
        (value): value is string => typeof value === 'string',
      ),
    );
    for (const { name, effect } of scenarioCatalog) {
      effect.messages.forEach((message) =>
        expect(domainTexts, `${name}: "${message}"`).toContain(message),
      );
    }
  });

  it('quotes what the app shows for the failures the catalogue words', () => {
    const messagesOf = (name: ScenarioName) =>
      scenarioCatalog.find((s) => s.name === name)!.effect.messages;
    expect(messagesOf('loginFails')).toEqual([domain.SYNC_FAILED_MESSAGE]);
    expect(messagesOf('notificationsError')).toEqual(['Failed to load messages.']);
    expect(messagesOf('markReadError')).toEqual([
      'Failed to mark notification as read. Please try again.',
    ]);
    expect(messagesOf('listsError')).toEqual([
      'Falha ao carregar suas listas. Tente novamente.',
      'Não foi possível carregar as listas.',
    ]);
    expect(messagesOf('createListError')).toEqual([domain.CREATE_LIST_FAILED_MESSAGE]);
    expect(messagesOf('addToListError')).toEqual([domain.ADD_TO_LIST_FAILED_MESSAGE]);
    expect(messagesOf('detailNotFound')).toEqual([
      'CNPJ não encontrado',
      'Verifique o CNPJ informado e tente novamente.',
    ]);
    expect(messagesOf('detailError')).toEqual([
      'Falha ao buscar detalhes da empresa',
      'Verifique o CNPJ informado e tente novamente.',
    ]);
    expect(messagesOf('detailEmpty')).toEqual(['Empresa não encontrada']);
    expect(messagesOf('partnersEmpty')).toEqual(['Nenhum sócio cadastrado.']);
    expect(messagesOf('emptySearch')).toEqual(['Nenhuma empresa encontrada']);
    // The client's "Network Error" is only logged: each screen shows its own failure instead.
    expect(messagesOf('networkError')).not.toContain(domain.NETWORK_ERROR_MESSAGE);
    expect(messagesOf('networkError')).toContain(domain.SYNC_FAILED_MESSAGE);
    // Failures told where the action was (decision 033), a list's exports too (decision 060); what
    // the app shows for each is held to these words in apps/web/src/app/scenario-effects.test.tsx.
    expect(messagesOf('searchError')).toEqual([domain.SEARCH_FAILED_MESSAGE]);
    expect(messagesOf('pageError')).toEqual([domain.PAGE_FAILED_MESSAGE]);
    expect(messagesOf('lookupsError')).toEqual([domain.LOOKUPS_FAILED_MESSAGE]);
    expect(messagesOf('exportError')).toEqual([domain.EXPORT_FAILED_MESSAGE]);
    expect(messagesOf('renameListError')).toEqual([domain.RENAME_LIST_FAILED_MESSAGE]);
    expect(messagesOf('renameListUnavailable')).toEqual([domain.RENAME_LIST_UNAVAILABLE_MESSAGE]);
    // A silent failure shows nothing (docs/product.md#errors "Silent failures").
    expect(messagesOf('planError')).toEqual([]);
    for (const { name, effect } of scenarioCatalog)
      if (effect.messages.length > 0)
        expect(effect.behaviour, name).not.toMatch(/só registra no console/);
  });
});

describe('/__mock/api', () => {
  it('lists users with both ids, the plan, the search count, lists with company counts and their scenarios', async () => {
    const { userId } = await login('ana@example.com');
    const { users, plans, scenarios: catalogue, groups } = await state();
    expect(plans).toContainEqual({ code: 'G', label: 'Grátis' });
    expect(catalogue).toHaveLength(scenarios.length);
    expect(groups.map((g) => g.id)).toEqual(Object.keys(SCENARIO_GROUPS));
    expect(users).toEqual([
      expect.objectContaining({
        userId,
        uid: 'uid-ana@example.com',
        email: 'ana@example.com',
        searchCount: 0,
        scenarios: [],
        latencyMs: null,
      }),
    ]);
    expect(users[0]!.lists.map((l) => l.companies)).toEqual([6, 11]);
  });

  it('sets a scenario for one user only, or for everyone', async () => {
    const ana = await login('ana@example.com');
    const bia = await login('bia@example.com');
    expect(
      (await api('PUT', '/scenarios/listsError', { active: true, userId: ana.userId })).status,
    ).toBe(204);
    expect((await fetch(`${base}/api/listas`, { headers: ana.auth })).status).toBe(500);
    expect((await fetch(`${base}/api/listas`, { headers: bia.auth })).status).toBe(200);
    await api('PUT', '/scenarios/listsError', { active: false, userId: ana.userId });
    await api('PUT', '/scenarios/noLists', { active: true });
    expect(await (await fetch(`${base}/api/listas`, { headers: bia.auth })).json()).toEqual([]);
    expect(await state()).toMatchObject({
      globalScenarios: ['noLists'],
      users: [{ scenarios: [] }, { scenarios: [] }],
    });
  });

  it('refuses unknown scenarios, users, plans and values', async () => {
    const { userId } = await login('ana@example.com');
    expect((await api('PUT', '/scenarios/bogus', { active: true })).status).toBe(404);
    expect((await api('PUT', '/scenarios/slow', { active: 'yes' })).status).toBe(400);
    expect((await api('PUT', '/scenarios/slow', { active: true, userId: 'nobody' })).status).toBe(
      404,
    );
    expect((await api('PUT', `/users/${userId}/plan`, { plano: 'Z' })).status).toBe(400);
    expect((await api('PUT', '/token-ttl', { seconds: 0 })).status).toBe(400);
    expect((await api('PUT', '/latency', { ms: -1 })).status).toBe(400);
    expect((await api('PUT', '/latency', { ms: null })).status).toBe(400);
  });

  it('switches a plan, resets the search count and sets the token lifetime', async () => {
    const { auth, userId } = await login('ana@example.com');
    expect((await api('PUT', `/users/${userId}/plan`, { plano: 'G' })).status).toBe(204);
    expect(await (await fetch(`${base}/api/users/${userId}`, { headers: auth })).json()).toEqual({
      plano: 'G',
    });
    store.users.get(userId)!.searchCount = 7;
    expect((await api('POST', `/users/${userId}/search-count/reset`)).status).toBe(204);
    expect((await state()).users[0]!.searchCount).toBe(0);
    await api('PUT', '/token-ttl', { seconds: 60 });
    expect(store.tokenTtlSeconds).toBe(60);
    store.tokenTtlSeconds = 900;
  });

  it('delays answers for everyone or for one user, whose own latency wins', async () => {
    const ana = await login('ana@example.com');
    const bia = await login('bia@example.com');
    const timed = async (auth: { authorization: string }) => {
      const started = performance.now();
      await fetch(`${base}/api/ufs`, { headers: auth });
      return performance.now() - started;
    };
    await api('PUT', '/latency', { ms: 150, userId: ana.userId });
    expect(await timed(ana.auth)).toBeGreaterThanOrEqual(140);
    expect(await timed(bia.auth)).toBeLessThan(140);
    await api('PUT', '/latency', { ms: 150 });
    await api('PUT', '/latency', { ms: 0, userId: ana.userId });
    expect(await timed(bia.auth)).toBeGreaterThanOrEqual(140);
    expect(await timed(ana.auth)).toBeLessThan(140);
    await api('PUT', '/latency', { ms: null, userId: ana.userId });
    expect((await state()).users[0]!.latencyMs).toBeNull();
    expect((await api('POST', '/reset')).status).toBe(204);
    expect(await state()).toMatchObject({ latencyMs: 0, users: [], globalScenarios: [] });
  });

  it('publishes the next release: the update date moves, the Radar fills and listed companies change', async () => {
    const ana = await login('ana@example.com');
    const headers = { ...ana.auth, 'content-type': 'application/json' };
    const filtros = {
      uf: 'SP',
      cnaes: ['1091102'],
      situacaoCadastral: '02',
      ordenacao: 'D',
      regimeTributario: 'T',
    };
    const made = await fetch(`${base}/api/radar/monitores`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ nome: 'Padarias SP', filtros }),
    });
    const monitor = (await made.json()) as { id: string; novas: number };
    expect((await state()).releases).toEqual(['2026-08-31', '2026-09-30', '2026-10-31']);

    expect((await api('POST', '/release')).status).toBe(204);
    const after = await state();
    expect(after.releases.at(-1)).toBe('2026-11-30');
    const update = await fetch(`${base}/api/atualizacao`, { headers: ana.auth });
    expect(((await update.json()) as { dt_atualizado_ate: string }).dt_atualizado_ate).toMatch(
      /^2026-11-30/,
    );
    const read = await fetch(`${base}/api/radar/monitores/${monitor.id}/novas?desde=2026-10-31`, {
      headers: ana.auth,
    });
    expect(((await read.json()) as { total: number }).total).toBeGreaterThan(0);
    expect((await state()).users[0]!.monitors[0]!.novas).toBeGreaterThan(monitor.novas);
    const changes = await fetch(`${base}/api/radar/listas/1/mudancas?desde=2026-10-31`, {
      headers: ana.auth,
    });
    expect(((await changes.json()) as { mudancas: unknown[] }).mudancas.length).toBeGreaterThan(0);

    await api('POST', '/reset');
    expect((await state()).releases.at(-1)).toBe('2026-10-31');
  });
});

describe('/__mock/requests', () => {
  it('logs who asked, the status, the scenario that answered and the duration, newest first', async () => {
    const { auth, userId } = await login('ana@example.com');
    await api('PUT', '/scenarios/countError', { active: true, userId });
    await fetch(`${base}/api/pesquisas/count/uid-ana@example.com`, { headers: auth });
    await fetch(`${base}/api/ufs`, {
      headers: { ...auth, 'x-mock-scenario': 'networkError' },
    }).catch(() => null);
    await fetch(`${base}/api/ufs`, {
      method: 'OPTIONS',
      headers: { origin: 'http://127.0.0.1:5173', 'access-control-request-method': 'GET' },
    });
    const { limit, entries } = await requests();
    expect(limit).toBe(500);
    // The console's own calls and the preflight are not logged.
    expect(entries.map((e) => `${e.method} ${e.path} ${e.status}`)).toEqual([
      'GET /api/ufs null',
      'GET /api/pesquisas/count/uid-ana@example.com 500',
      'POST /login 200',
    ]);
    expect(entries[0]).toMatchObject({
      userId,
      email: 'ana@example.com',
      scenarios: ['networkError'],
    });
    expect(entries[1]).toMatchObject({
      userId,
      email: 'ana@example.com',
      scenarios: ['countError'],
    });
    expect(entries[2]).toMatchObject({ userId, email: 'ana@example.com', scenarios: [] });
    expect(entries[1]!.durationMs).toBeGreaterThanOrEqual(0);
    expect(new Date(entries[1]!.time).getTime()).toBeLessThanOrEqual(Date.now());
    expect((await requests(`?after=${entries[1]!.id}`)).entries.map((e) => e.id)).toEqual([
      entries[0]!.id,
    ]);
  });

  it('keeps the last 500 requests', () => {
    const journal = new RequestJournal(store);
    for (let n = 0; n < 510; n += 1) {
      journal.close(journal.open(), {
        time: new Date().toISOString(),
        method: 'GET',
        path: `/api/ufs?n=${n}`,
        status: 200,
        durationMs: 1,
      });
    }
    const entries = journal.list();
    expect(entries).toHaveLength(500);
    expect(entries[0]!.path).toBe('/api/ufs?n=509');
    expect(entries.at(-1)!.path).toBe('/api/ufs?n=10');
  });
});

describe('/__mock', () => {
  it('serves the built console', async () => {
    const page = await fetch(`${base}/__mock/`);
    expect(page.status).toBe(200);
    expect(page.headers.get('cache-control')).toBe('no-cache');
    expect(await page.text()).toContain('Console de QA do mock');
  });

  it('says so when the console could not be built, while the API keeps answering', async () => {
    // The host prints the build's error for whoever runs the mock.
    const printed = vi.spyOn(console, 'error').mockImplementation(() => {});
    const broken = createApp(
      readConfig({}),
      store,
      () => {},
      () => Promise.reject(new Error('build failed')),
    ).listen(0, '127.0.0.1');
    await new Promise((resolve) => broken.once('listening', resolve));
    try {
      const url = `http://127.0.0.1:${(broken.address() as AddressInfo).port}/__mock`;
      const page = await fetch(`${url}/`);
      expect(page.status).toBe(500);
      expect(await page.text()).toContain('O console de QA não pôde ser gerado');
      expect((await fetch(`${url}/api/state`)).status).toBe(200);
      expect(printed).toHaveBeenCalledWith(new Error('build failed'));
    } finally {
      printed.mockRestore();
      await new Promise((resolve) => broken.close(resolve));
    }
  });
});
