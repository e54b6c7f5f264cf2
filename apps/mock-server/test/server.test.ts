// The Express host over real HTTP: CORS with credentials, the session cookie round trip, socket-level
// network errors, 400s instead of crashes, streamed spreadsheets and the QA page's form posts.
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createApp } from '../src/server/app.ts';
import { readConfig } from '../src/server/config.ts';
import { createHandlers, resetStore, store } from '../src/index.ts';
import { emulatorIdToken, searchPath, signIn } from './helpers.ts';

const APP_ORIGIN = 'http://127.0.0.1:5173';
let server: Server;
let base = '';
const lines: string[] = [];

beforeAll(async () => {
  const app = createApp(readConfig({ MOCK_TOKEN_TTL_SECONDS: '900' }), store, (line) =>
    lines.push(line),
  );
  server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));
beforeEach(() => resetStore());

async function login(
  email = 'qa@example.com',
): Promise<{ token: string; cookie: string; userId: string }> {
  const response = await fetch(`${base}/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: APP_ORIGIN },
    body: JSON.stringify({ idToken: emulatorIdToken({ sub: `uid-${email}`, email }) }),
  });
  expect(response.status).toBe(200);
  const cookie = response.headers.getSetCookie()[0]!.split(';')[0]!;
  const { accessToken, userId } = await response.json();
  return { token: accessToken, cookie, userId };
}

/** The body as the chunks it arrived in. */
async function chunksOf(response: Response): Promise<Uint8Array[]> {
  const chunks: Uint8Array[] = [];
  const reader = response.body!.getReader();
  for (let next = await reader.read(); !next.done; next = await reader.read())
    chunks.push(next.value);
  return chunks;
}

describe('Express host', () => {
  it('allows the app origin with credentials and logs one line per request', async () => {
    const preflight = await fetch(`${base}/api/ufs`, {
      method: 'OPTIONS',
      headers: {
        origin: APP_ORIGIN,
        'access-control-request-method': 'GET',
        'access-control-request-headers': 'authorization,x-mock-scenario',
      },
    });
    expect(preflight.headers.get('access-control-allow-origin')).toBe(APP_ORIGIN);
    expect(preflight.headers.get('access-control-allow-credentials')).toBe('true');
    const other = await fetch(`${base}/api/ufs`, { headers: { origin: 'http://evil.example' } });
    expect(other.headers.get('access-control-allow-origin')).toBeNull();
    lines.length = 0;
    await (await fetch(`${base}/api/ufs`)).text();
    // The line is written when the server closes the response, which can be after the client has
    // read it. A second request, sent only then, is logged after the first one's close: once its line
    // is there, every line the first request will ever write is there too.
    await (await fetch(`${base}/api/ufs?depois=1`)).text();
    await vi.waitFor(() => expect(lines.join('\n')).toMatch(/GET \/api\/ufs\?depois=1 /), {
      timeout: 10_000,
    });
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatch(/GET \/api\/ufs 403/);
  });

  it('refreshes from the httpOnly session cookie and answers 401 without it', async () => {
    const { cookie } = await login();
    const refreshed = await fetch(`${base}/refresh`, { headers: { cookie } });
    expect(refreshed.status).toBe(200);
    const { accessToken } = await refreshed.json();
    expect(
      (await fetch(`${base}/api/ufs`, { headers: { authorization: `Bearer ${accessToken}` } }))
        .status,
    ).toBe(200);
    expect((await fetch(`${base}/refresh`)).status).toBe(401);
  });

  it('gzips JSON like a production API, but not the spreadsheets', async () => {
    const { token, userId } = await login();
    const auth = { authorization: `Bearer ${token}`, 'accept-encoding': 'gzip' };
    const cnaes = await fetch(`${base}/api/cnaes`, { headers: auth });
    expect(cnaes.headers.get('content-encoding')).toBe('gzip');
    expect((await cnaes.json()).length).toBeGreaterThan(100);
    const identity = await fetch(`${base}/api/cnaes`, {
      headers: { ...auth, 'accept-encoding': 'identity' },
    });
    expect(identity.headers.get('content-encoding')).toBeNull();
    const { pesquisaId } = await (
      await fetch(`${base}${searchPath({ uf: 'RR', cnaes: ['5611201'], user_id: userId })}`, {
        headers: auth,
      })
    ).json();
    const xlsx = await fetch(`${base}/api/download/${pesquisaId}/D/${userId}`, { headers: auth });
    expect(xlsx.headers.get('content-encoding')).toBeNull();
    expect((await xlsx.arrayBuffer()).byteLength).toBeGreaterThan(0);
  });

  it('destroys the socket for networkError', async () => {
    const { token } = await login();
    await expect(
      fetch(`${base}/api/ufs`, {
        headers: { authorization: `Bearer ${token}`, 'x-mock-scenario': 'networkError' },
      }),
    ).rejects.toThrow();
  });

  it('answers 400 (never crashes) to malformed input', async () => {
    const { token, userId } = await login();
    const auth = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
    expect(
      (await fetch(`${base}/api/listas`, { method: 'POST', headers: auth, body: '{"descricao":' }))
        .status,
    ).toBe(400);
    expect((await fetch(`${base}/api/empresas/detalhe/123`, { headers: auth })).status).toBe(400);
    expect(
      (
        await fetch(`${base}${searchPath({ user_id: userId }).replace('%20', '%E0%A4%A')}`, {
          headers: auth,
        })
      ).status,
    ).toBe(400);
    expect((await fetch(`${base}/api/municipios/XX`, { headers: auth })).status).toBe(400);
    expect(
      (
        await fetch(`${base}/api/listas/abc/cnpjs`, {
          method: 'POST',
          headers: auth,
          body: '{"cnpjs":["11222333000181"]}',
        })
      ).status,
    ).toBe(400);
    expect(
      (
        await fetch(`${base}/api/listas/1/cnpjs`, {
          method: 'POST',
          headers: auth,
          body: '{"cnpjs":["123"]}',
        })
      ).status,
    ).toBe(400);
    expect(
      (await fetch(`${base}/api/empresas/pagina/p/0/50/D/${userId}`, { headers: auth })).status,
    ).toBe(400);
    expect((await fetch(`${base}/api/ufs`, { headers: auth })).status).toBe(200);
  });

  it('streams empresas.xlsx with its file name', async () => {
    const { token, userId } = await login();
    const auth = { authorization: `Bearer ${token}` };
    const { pesquisaId, total } = await (
      await fetch(`${base}${searchPath({ uf: 'RR', cnaes: ['5611201'], user_id: userId })}`, {
        headers: auth,
      })
    ).json();
    const response = await fetch(`${base}/api/download/${pesquisaId}/D/${userId}`, {
      headers: { ...auth, origin: APP_ORIGIN },
    });
    expect(response.headers.get('content-disposition')).toBe(
      'attachment; filename="empresas.xlsx"',
    );
    expect(response.headers.get('access-control-expose-headers')).toContain('Content-Disposition');
    // The app's download panel counts bytes as they arrive (the writer's own timing is tested in
    // streamed-answers.test.ts): the file reaches the client in pieces, not as one block.
    const chunks = await chunksOf(response);
    expect(chunks.length).toBeGreaterThan(1);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(new Uint8Array(Buffer.concat(chunks)).buffer);
    expect(workbook.worksheets[0]!.rowCount).toBe(total + 1);
  });

  it('lets QA switch a plan, toggle scenarios, set the token lifetime and reset from /__mock', async () => {
    const { token } = await login('ana@example.com');
    const user = [...store.users.values()][0]!;
    const form = (path: string, body: string) =>
      fetch(`${base}/__mock${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body,
        redirect: 'manual',
      });
    expect((await form(`/users/${user.userId}/plan`, 'plano=G')).status).toBe(303);
    expect(
      await (
        await fetch(`${base}/api/users/${user.userId}`, {
          headers: { authorization: `Bearer ${token}` },
        })
      ).json(),
    ).toEqual({ plano: 'G' });
    await form(`/users/${user.userId}/scenarios`, 'scenario=listsError&scenario=bogus');
    expect(
      (await fetch(`${base}/api/listas`, { headers: { authorization: `Bearer ${token}` } })).status,
    ).toBe(500);
    await form('/ttl', 'seconds=5');
    expect(store.tokenTtlSeconds).toBe(5);
    expect(JSON.stringify(await (await fetch(`${base}/__mock/state.json`)).json())).toContain(
      'ana@example.com',
    );
    await form('/reset', '');
    expect(store.users.size).toBe(0);
  });
});

describe('configuration', () => {
  const SECRET = 'a-fixed-secret-of-at-least-32-characters';

  it('reads MOCK_TOKEN_SECRET: none means a random secret per process, a short one is refused', () => {
    expect(readConfig({ MOCK_TOKEN_SECRET: SECRET }).tokenSecret).toBe(SECRET);
    expect(readConfig({}).tokenSecret).toBeNull();
    expect(readConfig({ MOCK_TOKEN_SECRET: '' }).tokenSecret).toBeNull();
    expect(() => readConfig({ MOCK_TOKEN_SECRET: 'short' })).toThrow(
      /MOCK_TOKEN_SECRET deve ter ao menos 32 caracteres/,
    );
  });

  it("signs with MOCK_TOKEN_SECRET: handlers with the same secret accept the host's tokens, others do not", async () => {
    const host = createApp(readConfig({ MOCK_TOKEN_SECRET: SECRET }), store, () => {}).listen(
      0,
      '127.0.0.1',
    );
    await new Promise((resolve) => host.once('listening', resolve));
    try {
      const url = `http://127.0.0.1:${(host.address() as AddressInfo).port}`;
      const { token } = await signIn(
        createHandlers({ auth: 'strict', tokenSecret: SECRET }),
        'uid-config',
      );
      expect(
        (await fetch(`${url}/api/ufs`, { headers: { authorization: `Bearer ${token}` } })).status,
      ).toBe(200);
      const other = await signIn(createHandlers({ auth: 'strict' }), 'uid-config');
      const refused = await fetch(`${url}/api/ufs`, {
        headers: { authorization: `Bearer ${other.token}` },
      });
      expect(refused.status).toBe(403);
      expect(await refused.json()).toMatchObject({ code: 'TOKEN_INVALID' });
    } finally {
      await new Promise((resolve) => host.close(resolve));
    }
  });
});
