// `npm run bench:mock`: requests/s and p99 of the page endpoint, this mock server vs Prism on the same
// openapi.yaml (autocannon), then time and peak memory to write a 65,535-row empresas.xlsx.
// Prints figures; not a test. Machine load changes them: compare runs on the same machine.
import { spawn, type ChildProcess } from 'node:child_process';
import { Writable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { parseCriteria, criteriaKey } from '../src/search/criteria.ts';
import { EXPORT_ROW_CAP, defaultFilters, toSearchCriteria, toSearchSegments } from '@cnpj/domain';
import { iterateRows } from '../src/search/service.ts';
import { searchTotal } from '../src/search/total.ts';
import { defaultOptions } from '../src/options.ts';
import {
  COMPANY_COLUMNS,
  companyRow,
  memoryXlsxWriter,
  type XlsxWriter,
} from '../src/xlsx/sheets.ts';
import { streamingXlsxWriter } from '../src/server/xlsx-stream.ts';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const MOCK_PORT = 8791;
const PRISM_PORT = 4011;
const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 10;

// Each server runs in its own process group, so stopping it also stops the node process tsx starts.
function start(command: string, args: string[], env: Record<string, string> = {}): ChildProcess {
  return spawn(command, args, {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: 'ignore',
    detached: true,
  });
}

function stop(child: ChildProcess): void {
  if (child.pid) process.kill(-child.pid, 'SIGTERM');
}

async function waitFor(url: string, init?: RequestInit): Promise<void> {
  for (let i = 0; i < 120; i += 1) {
    try {
      await fetch(url, init);
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }
  throw new Error(`not ready: ${url}`);
}

function idToken(): string {
  const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const now = Math.floor(Date.now() / 1000);
  return `${b64({ alg: 'none' })}.${b64({ iss: 'https://securetoken.google.com/demo-cnpj', aud: 'demo-cnpj', sub: 'bench', email: 'bench@example.com', iat: now, exp: now + 3600 })}.`;
}

async function mockPageUrl(
  base: string,
): Promise<{ url: string; headers: Record<string, string> }> {
  const login = await (
    await fetch(`${base}/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ idToken: idToken() }),
    })
  ).json();
  const headers = { authorization: `Bearer ${login.accessToken}` };
  // The user segment must be the signed-in user's backend id (strict mode answers 403 otherwise).
  const path = `/api/empresas/%20/SP/%20/%20/%20/%20/4781400/%20/02/%20/%20/%20/%20/0/0/0/0/T/false/false/D/${login.userId}`;
  const { pesquisaId } = await (await fetch(base + path, { headers })).json();
  return { url: `${base}/api/empresas/pagina/${pesquisaId}/2/50/D/${login.userId}`, headers };
}

async function load(label: string, url: string, headers: Record<string, string>) {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION, headers });
  console.log(
    `${label.padEnd(22)} ${result.requests.average.toFixed(0).padStart(7)} req/s   p50 ${String(result.latency.p50).padStart(5)} ms   p99 ${String(result.latency.p99).padStart(5)} ms   non-2xx ${result.non2xx}  errors ${result.errors}`,
  );
}

async function pageBenchmark(): Promise<void> {
  const mock = start('node_modules/.bin/tsx', ['apps/mock-server/src/server/main.ts'], {
    MOCK_PORT: String(MOCK_PORT),
  });
  const prism = start('bench/node_modules/.bin/prism', [
    'mock',
    '-d',
    '-h',
    '127.0.0.1',
    '-p',
    String(PRISM_PORT),
    'openapi.yaml',
  ]);
  try {
    await waitFor(`http://127.0.0.1:${MOCK_PORT}/__mock`);
    await waitFor(`http://127.0.0.1:${PRISM_PORT}/api/ufs`, {
      headers: { authorization: 'Bearer x' },
    });
    console.log(
      `GET /api/empresas/pagina/... (50 rows), ${CONNECTIONS} connections, ${DURATION} s each`,
    );
    const target = await mockPageUrl(`http://127.0.0.1:${MOCK_PORT}`);
    await load('this mock server', target.url, target.headers);
    await load('Prism (-d)', `http://127.0.0.1:${PRISM_PORT}/api/empresas/pagina/p1/2/50/D/bench`, {
      authorization: 'Bearer x',
    });
  } finally {
    stop(mock);
    stop(prism);
  }
}

async function xlsxBenchmark(label: string, writer: XlsxWriter): Promise<void> {
  // Every active company of SP with a phone: far more than a sheet holds, so the export is capped.
  const criteria = toSearchCriteria({ ...defaultFilters(), uf: 'SP', comTelefone: true });
  if (!criteria) throw new Error('The benchmark search needs a UF');
  const segments = toSearchSegments({ ...criteria, user_id: 'bench' });
  const parsed = parseCriteria(
    Object.fromEntries(Object.entries(segments).map(([name, value]) => [name, String(value)])),
  );
  if (!parsed.ok) throw new Error(parsed.message);
  const key = criteriaKey(parsed.value);
  const plan = { criteria: parsed.value, key, total: searchTotal(parsed.value, key, 42) };
  global.gc?.();
  const baseline = process.memoryUsage().rss;
  let peak = baseline;
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 20);
  const started = performance.now();
  const rows = (function* () {
    for (const row of iterateRows(defaultOptions, plan, 'D', EXPORT_ROW_CAP)) yield companyRow(row);
  })();
  const body = await writer({ name: 'Empresas', columns: COMPANY_COLUMNS, rows });
  let bytes = 0;
  if (body instanceof Uint8Array) bytes = body.byteLength;
  else
    await body.pipeTo(
      Writable.toWeb(
        new Writable({ write: (chunk: Buffer, _e, done) => ((bytes += chunk.length), done()) }),
      ),
    );
  clearInterval(sampler);
  peak = Math.max(peak, process.memoryUsage().rss);
  console.log(
    `${label.padEnd(22)} ${EXPORT_ROW_CAP} rows  ${((performance.now() - started) / 1000).toFixed(1)} s  ${(bytes / 1e6).toFixed(1)} MB  peak RSS +${((peak - baseline) / 1e6).toFixed(0)} MB`,
  );
}

await pageBenchmark();
console.log('\nempresas.xlsx (65,535 rows)');
await xlsxBenchmark('streamed (host)', streamingXlsxWriter);
await xlsxBenchmark('in memory (browser)', memoryXlsxWriter);
