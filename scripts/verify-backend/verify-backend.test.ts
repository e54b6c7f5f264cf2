// The verifier against the mock (every call conforms) and against a backend that drifts (each drift
// named by its JSON pointer, exit code 1), run as the CLI a team would run.
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../apps/mock-server/src/server/app.ts';
import { readConfig } from '../../apps/mock-server/src/server/config.ts';
import { store } from '../../apps/mock-server/src/index.ts';
import { emulatorIdToken as idToken } from '../../apps/mock-server/test/helpers.ts';
import { loadContract } from './contract.ts';
import type { Report } from './report.ts';
import { startDriftingBackend } from './drifting-backend.ts';
import { walk } from './walk.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));
const APP_ORIGIN = 'http://127.0.0.1:5173';

/** An unsigned ID token as the Firebase Auth Emulator issues, which the mock accepts. */
const emulatorIdToken = (uid: string, email: string) => idToken({ sub: uid, user_id: uid, email });
let mock: Server;
let mockUrl = '';
let drifting: Server;
let driftingUrl = '';

async function cli(args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  const tsx = path.join(root, 'node_modules/.bin/tsx');
  try {
    const { stdout, stderr } = await promisify(execFile)(
      tsx,
      ['scripts/verify-backend/main.ts', ...args],
      { cwd: root },
    );
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

beforeAll(async () => {
  mock = createApp(readConfig({}), store, () => {}).listen(0, '127.0.0.1');
  await new Promise((resolve) => mock.once('listening', resolve));
  mockUrl = `http://127.0.0.1:${(mock.address() as AddressInfo).port}`;
  ({ baseUrl: driftingUrl, server: drifting } = await startDriftingBackend(mockUrl));
});
afterAll(async () => {
  await new Promise((resolve) => drifting.close(resolve));
  await new Promise((resolve) => mock.close(resolve));
});

describe('verify:backend against the mock', () => {
  it('walks every call, writes included, and every answer conforms (paid user, alphanumeric CNPJ, CORS)', async () => {
    const records = await walk({
      baseUrl: mockUrl,
      contract: loadContract(),
      idToken: emulatorIdToken('verify-paid', 'verify@example.com'),
      write: true,
      origin: APP_ORIGIN,
      uf: 'RR',
    });
    expect(records.filter((record) => record.outcome !== 'conforms')).toEqual([]);
    const calls = new Set(records.map((record) => record.call));
    for (const call of [
      'POST /login',
      'GET /api/users/{id}',
      'GET /api/notificacoes/{uid}',
      'GET /api/atualizacao',
      'GET /api/pesquisas/count/{userUid}',
      'GET /api/ufs',
      'GET /api/cnaes',
      'GET /api/naturezas',
      'GET /api/municipios/{uf}',
      'GET /api/empresas/pagina/{pesquisa_id}/{page}/{recordsPerPage}/{ordenacao}/{user_id}',
      'GET /api/empresas/all/{pesquisa_id}/{ordenacao}/{user_id}',
      'GET /api/download/{pesquisa_id}/{ordenacao}/{user_id}',
      'GET /api/listas',
      'GET /api/listas/export/{listId}',
      'GET /api/listas/export-emails-socios/{listId}',
      'POST /api/listas',
      'POST /api/listas/{listId}/cnpjs',
      'PUT /api/notificacoes/{uid}/{id}/',
      'GET /refresh',
      'OPTIONS /api/ufs (CORS preflight)',
    ])
      expect(calls, call).toContain(call);
    const details = records
      .filter((record) => record.call === 'GET /api/empresas/detalhe/{cnpj}')
      .map((record) => record.note);
    expect(details).toEqual([
      expect.stringMatching(/^numeric CNPJ \d{14}$/),
      expect.stringMatching(/^alphanumeric CNPJ [0-9A-Z]{12}\d{2}$/),
    ]);
  });

  it("takes a free user's FREE_PLAN_LIMIT refusals as the contract's, and signs in with an access token and user id", async () => {
    const idToken = emulatorIdToken('verify-free', 'free.verify@example.com');
    const records = await walk({
      baseUrl: mockUrl,
      contract: loadContract(),
      idToken,
      write: true,
      uf: 'RR',
    });
    expect(records.filter((record) => record.outcome === 'drift')).toEqual([]);
    expect(records.find((record) => record.call === 'POST /api/listas')).toMatchObject({
      status: 402,
      outcome: 'conforms',
    });

    const login = records.find((record) => record.call === 'POST /login');
    expect(login?.status).toBe(200);
    const signedIn = await (
      await fetch(`${mockUrl}/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ idToken }),
      })
    ).json();
    const direct = await walk({
      baseUrl: mockUrl,
      contract: loadContract(),
      accessToken: signedIn.accessToken,
      userId: signedIn.userId,
      uf: 'RR',
    });
    expect(direct.filter((record) => record.outcome === 'drift')).toEqual([]);
    // Without the uid and the cookie, the calls that need them are skipped and say why.
    expect(direct.find((record) => record.call === 'GET /api/notificacoes/{uid}')).toMatchObject({
      outcome: 'skipped',
      note: expect.stringContaining('--uid'),
    });
    expect(direct.find((record) => record.call === 'GET /refresh')).toMatchObject({
      outcome: 'skipped',
      note: expect.stringContaining('--cookie'),
    });
  });

  it('runs as the CLI: one line per call, a JSON report, exit code 0', async () => {
    const reportPath = path.join(mkdtempSync(path.join(tmpdir(), 'verify-')), 'report.json');
    const run = await cli([
      '--base-url',
      mockUrl,
      '--id-token',
      emulatorIdToken('verify-cli', 'cli@example.com'),
      '--uf',
      'RR',
      '--report',
      reportPath,
    ]);
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/^ok {3}GET \/api\/users\/\{id\} +200 +\d+ ms {2}conforms$/m);
    expect(run.stdout).toContain('The backend conforms to openapi.yaml.');
    const report = JSON.parse(readFileSync(reportPath, 'utf8')) as Report;
    expect(report).toMatchObject({ baseUrl: mockUrl, conforms: true, summary: { drift: 0 } });
    expect(report.calls.length).toBeGreaterThan(20);
  });
});

describe('verify:backend against a backend that drifts', () => {
  it('names each drift by its JSON pointer, expected against received, and exits 1', async () => {
    const reportPath = path.join(mkdtempSync(path.join(tmpdir(), 'verify-')), 'report.json');
    const run = await cli([
      '--base-url',
      driftingUrl,
      '--id-token',
      emulatorIdToken('verify-drift', 'drift@example.com'),
      '--uf',
      'RR',
      '--report',
      reportPath,
    ]);
    expect(run.code).toBe(1);
    expect(run.stdout).toMatch(
      /^FAIL GET \/api\/users\/\{id\} +200 .*\/plano: expected type string or null, received integer 7$/m,
    );
    expect(run.stdout).toMatch(
      /^FAIL GET \/api\/ufs +200 .*\/headers\/content-type: expected application\/json, received text\/plain$/m,
    );
    expect(run.stdout).toMatch(
      /^FAIL GET \/api\/empresas\/pagina\/…\/\{user_id\} +200 .*\/data\/0\/razao_social: expected a value \(required\), received nothing \(and \d+ more like it\)$/m,
    );
    expect(run.stdout).toMatch(
      /^FAIL GET \/api\/atualizacao +500 .*\/status: expected 200, received 500 \("boom"\)$/m,
    );
    expect(run.stdout).toContain('The backend departs from openapi.yaml.');
    const report = JSON.parse(readFileSync(reportPath, 'utf8')) as Report;
    expect(report.conforms).toBe(false);
    expect(report.summary.drift).toBe(4);
    expect(report.calls.find((call) => call.call === 'GET /api/users/{id}')?.differences).toEqual([
      { pointer: '/plano', expected: 'type string or null', received: 'integer 7' },
    ]);
  });

  it('exits 2 with the usage when it cannot sign in', async () => {
    const run = await cli(['--base-url', mockUrl]);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('Sign in with --id-token, or --access-token and --user-id');
  });
});

describe('the contract as the verifier reads it', () => {
  it('takes any plano string, as the product treats unknown codes as free (a P backend conforms)', () => {
    const answer = (plano: unknown) => ({
      status: 200,
      headers: new Headers({ 'content-type': 'application/json' }),
      body: { plano },
    });
    expect(loadContract().check('get', '/api/users/{id}', answer('P'))).toEqual([]);
    expect(loadContract().check('get', '/api/users/{id}', answer(null))).toEqual([]);
    expect(loadContract().check('get', '/api/users/{id}', answer(7))).toEqual([
      { pointer: '/plano', expected: 'type string or null', received: 'integer 7' },
    ]);
  });

  it('asks a file for its declared Content-Disposition, and a JSON answer for its JSON', () => {
    const contract = loadContract();
    const xlsx = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
    expect(
      contract.check('get', '/api/listas/export/{listId}', {
        status: 200,
        headers: new Headers({ 'content-type': xlsx }),
      }),
    ).toEqual([
      { pointer: '/headers/content-disposition', expected: 'the header', received: 'nothing' },
    ]);
    expect(
      contract.check('get', '/api/listas/export/{listId}', {
        status: 200,
        headers: new Headers({
          'content-type': xlsx,
          'content-disposition': 'attachment; filename="lista_1.xlsx"',
        }),
      }),
    ).toEqual([]);
    expect(
      contract.check('get', '/api/listas', {
        status: 200,
        headers: new Headers({ 'content-type': 'text/html' }),
        body: undefined,
      }),
    ).toEqual([
      { pointer: '/headers/content-type', expected: 'application/json', received: 'text/html' },
    ]);
  });
});
