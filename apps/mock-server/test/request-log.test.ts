// The request log's entries over real HTTP (GET /__mock/requests/{id}): what QA sees on opening a request
// in the console: headers with the token masked, both bodies (JSON indented, gzip undone, a spreadsheet by
// type and size), the status and the scenario that answered; details kept for the newest 200 only.
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createApp } from '../src/server/app.ts';
import { readConfig } from '../src/server/config.ts';
import type { RequestDetail } from '../src/server/request-detail.ts';
import {
  DETAIL_LIMIT,
  RequestJournal,
  type JournalEntry,
  type JournalEntryWithDetail,
} from '../src/server/request-journal.ts';
import { resetStore, store } from '../src/index.ts';
import { emulatorIdToken } from './helpers.ts';

let server: Server;
let base = '';

beforeAll(async () => {
  server = createApp(
    readConfig({}),
    store,
    () => {},
    async () => '/nonexistent',
  ).listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));
beforeEach(async () => {
  resetStore();
  await fetch(`${base}/__mock/requests`, { method: 'DELETE' });
});

async function login(email: string) {
  const idToken = emulatorIdToken({ sub: `uid-${email}`, email });
  const response = await fetch(`${base}/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ idToken }),
  });
  const { accessToken, userId } = (await response.json()) as {
    accessToken: string;
    userId: string;
  };
  return { idToken, accessToken, userId, auth: { authorization: `Bearer ${accessToken}` } };
}

const entries = async () =>
  ((await (await fetch(`${base}/__mock/requests`)).json()) as { entries: JournalEntry[] }).entries;
const opened = async (id: number) =>
  (await (await fetch(`${base}/__mock/requests/${id}`)).json()) as JournalEntryWithDetail;
/** The newest entry whose path starts with `path`, opened. */
async function open(path: string): Promise<JournalEntryWithDetail & { detail: RequestDetail }> {
  const entry = (await entries()).find((candidate) => candidate.path.startsWith(path));
  expect(entry, path).toBeDefined();
  const full = await opened(entry!.id);
  expect(full.detail, path).not.toBeNull();
  return full as JournalEntryWithDetail & { detail: RequestDetail };
}

describe('an opened request', () => {
  it('records the headers with the token masked, both bodies, the status and the scenario', async () => {
    const { accessToken, userId, auth } = await login('ana@example.com');
    await fetch(`${base}/__mock/api/scenarios/createListError`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ active: true, userId }),
    });
    await fetch(`${base}/api/listas`, {
      method: 'POST',
      headers: { ...auth, 'content-type': 'application/json', 'accept-encoding': 'gzip' },
      body: JSON.stringify({ nome: 'Clientes' }),
    });

    const entry = await open('/api/listas');
    expect(entry).toMatchObject({
      method: 'POST',
      path: '/api/listas',
      status: 500,
      scenarios: ['createListError'],
      email: 'ana@example.com',
    });
    const { requestHeaders, requestBody, responseBody } = entry.detail;
    expect(requestHeaders.authorization).toBe('Bearer eyJh••••');
    expect(JSON.stringify(entry)).not.toContain(accessToken.slice(4, 20));
    expect(requestHeaders['content-type']).toBe('application/json');
    // The host's own stamp is not something the client sent.
    expect(requestHeaders).not.toHaveProperty('x-mock-request-id');
    expect(requestBody).toEqual({
      kind: 'json',
      contentType: 'application/json',
      bytes: JSON.stringify({ nome: 'Clientes' }).length,
      text: '{\n  "nome": "Clientes"\n}',
      truncated: false,
    });
    expect(responseBody).toMatchObject({ kind: 'json', contentType: 'application/json' });
    expect(responseBody.text).toBe(
      '{\n  "message": "Falha ao criar lista (cenário createListError)"\n}',
    );
  });

  it('masks the tokens /login is sent and answers, as in the headers', async () => {
    const { idToken, accessToken, userId } = await login('bia@example.com');
    const entry = await open('/login');
    expect(entry.status).toBe(200);
    expect(JSON.parse(entry.detail.requestBody.text!)).toEqual({ idToken: 'eyJh••••' });
    expect(JSON.parse(entry.detail.responseBody.text!)).toMatchObject({
      accessToken: 'eyJh••••',
      userId,
    });
    expect(JSON.stringify(entry)).not.toContain(idToken.slice(4, 20));
    expect(JSON.stringify(entry)).not.toContain(accessToken.slice(4, 20));
  });

  it('masks the session cookie and tells a spreadsheet by type and size', async () => {
    const { userId, auth } = await login('caio@example.com');
    const lists = (await (await fetch(`${base}/api/listas`, { headers: auth })).json()) as Array<{
      id: number;
    }>;
    const download = await fetch(`${base}/api/listas/export/${lists[0]!.id}`, {
      headers: { ...auth, cookie: 'session=eyJhbGciOiJIUzI1NiJ9.payload.signature' },
    });
    const size = (await download.arrayBuffer()).byteLength;
    expect(download.status).toBe(200);

    const entry = await open('/api/listas/export/');
    expect(entry.userId).toBe(userId);
    expect(entry.detail.requestHeaders.cookie).toBe('session=eyJh••••');
    expect(entry.detail.requestBody.kind).toBe('none');
    expect(entry.detail.responseBody).toEqual({
      kind: 'binary',
      contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      bytes: size,
      text: null,
      truncated: false,
    });
  });

  it('cuts a large answer and says so', async () => {
    const { auth } = await login('davi@example.com');
    const sent = await fetch(`${base}/api/cnaes`, {
      headers: { ...auth, 'accept-encoding': 'gzip' },
    });
    expect(sent.headers.get('content-encoding')).toBe('gzip');
    const cnaes: unknown = await sent.json();
    const { responseBody } = (await open('/api/cnaes')).detail;
    // The short CNAE list is some 30 KB of JSON, sent gzipped: logged as the handler wrote it, indented
    // whole, then cut.
    expect(JSON.stringify(cnaes, null, 2).startsWith(responseBody.text!)).toBe(true);
    expect(responseBody.bytes).toBeGreaterThan(20 * 1024);
    expect(responseBody).toMatchObject({ kind: 'json', truncated: true });
    expect(responseBody.text).toHaveLength(20 * 1024);
    expect(responseBody.text!.startsWith('[\n  {\n')).toBe(true);
  });

  it('answers 404 for a request no longer kept', async () => {
    const response = await fetch(`${base}/__mock/requests/999999`);
    expect(response.status).toBe(404);
  });
});

describe('memory', () => {
  it('keeps headers and bodies for the newest 200 entries only', () => {
    const journal = new RequestJournal(store);
    const detail: RequestDetail = {
      requestHeaders: {},
      requestBody: { kind: 'none', contentType: null, bytes: 0, text: null, truncated: false },
      responseBody: {
        kind: 'text',
        contentType: 'text/plain',
        bytes: 2,
        text: 'ok',
        truncated: false,
      },
    };
    for (let n = 0; n < 250; n += 1) {
      journal.close(
        journal.open(),
        {
          time: new Date().toISOString(),
          method: 'GET',
          path: `/n/${n}`,
          status: 200,
          durationMs: 1,
        },
        detail,
      );
    }
    const list = journal.list();
    expect(list).toHaveLength(250);
    // The list the console polls every second carries no bodies.
    expect(list[0]).not.toHaveProperty('detail');
    expect(journal.get(list[0]!.id)?.detail).toEqual(detail);
    expect(journal.get(list[DETAIL_LIMIT - 1]!.id)?.detail).toEqual(detail);
    expect(journal.get(list[DETAIL_LIMIT]!.id)?.detail).toBeNull();
    expect(journal.get(list.at(-1)!.id)).toMatchObject({ path: '/n/0', detail: null });
  });
});
