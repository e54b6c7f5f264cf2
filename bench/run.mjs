// `npm run bench`: the performance budget's figures in one run, each beside its target, printed as a table
// and saved to bench/results/. Benchmarks, not tests: the figures depend on the machine's load.
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import path from 'node:path';
import { launchBrowser, signIn } from './lib/browser.mjs';
import { entryInitialBytes, heavyChunks, routeInitialBytes, viteBuild } from './lib/bundle.mjs';
import { cityPicker, nextPageTime } from './lib/interactions.mjs';
import {
  LIGHTHOUSE_RUNS,
  lighthouseScores,
  lighthouseSearchWithResults,
  medianRun,
} from './lib/lighthouse.mjs';
import { mockBenchmark } from './lib/mock.mjs';
import { ROOT, APP_OUT, startStack } from './lib/stack.mjs';
import { kib, printTable, row } from './lib/table.mjs';

// Inside dist/ so lint, format and git leave the build alone.
const FLOOR_OUT = path.join(ROOT, 'bench/floor-app/dist');
const SEARCH_PATH = '/pesquisar-empresas?uf=SP&cnaes=4781400';

/** Runs `step`, keeping its error as the result so one failure does not lose the other figures. */
async function attempt(label, step) {
  console.log(`• ${label}`);
  try {
    return await step();
  } catch (error) {
    console.error(`  ${label} failed: ${String(error).split('\n')[0]}`);
    return { error: String(error).split('\n')[0] };
  }
}

function bundleFigures() {
  viteBuild(path.join(ROOT, 'bench/floor-app'), FLOOR_OUT);
  const floor = entryInitialBytes(FLOOR_OUT);
  const routes = routeInitialBytes(APP_OUT);
  const [largestRoute, largest] = Object.entries(routes).sort((a, b) => b[1] - a[1])[0];
  return {
    floor,
    login: routes.LoginPage,
    largestRoute,
    largest,
    routes,
    heavy: heavyChunks(APP_OUT),
  };
}

async function browserFigures(urls) {
  const { context, port, close } = await launchBrowser();
  try {
    const login = await attempt(`Lighthouse /login (${LIGHTHOUSE_RUNS} runs)`, () =>
      medianRun(() => lighthouseScores(`${urls.app}/login`, port)),
    );
    await signIn(context, urls);
    const search = await attempt(`Lighthouse search (${LIGHTHOUSE_RUNS} runs)`, () =>
      medianRun(() => lighthouseSearchWithResults(`${urls.app}${SEARCH_PATH}`, port)),
    );
    const picker = await attempt('city picker', () => cityPicker(context, urls.storybook));
    const nextPage = await attempt('Próxima', () => nextPageTime(context, urls.app));
    return { login, search, picker, nextPage };
  } finally {
    await close();
  }
}

/** A row of the mock server's own benchmark (report only: it has no target in the performance budget). */
function mockRow(label, figure) {
  const value =
    figure.reqPerSec === undefined
      ? `${figure.seconds} s, peak RSS +${figure.peakRssMb} MB`
      : `${figure.reqPerSec} req/s, p99 ${figure.p99Ms} ms`;
  return row(`mock: ${label}`, value, '', null, null);
}

function bundleRows(bundle) {
  if (bundle.error) return [row('bundle figures', null, '', bundle.error, null)];
  const loginMax = bundle.floor * 1.35;
  const largest = `largest route initial JS (${bundle.largestRoute})`;
  return [
    row('floor app initial JS (gzip)', kib(bundle.floor), ' KiB', null, null),
    row(
      '/login initial JS (gzip)',
      kib(bundle.login),
      ' KiB',
      `≤ ${kib(loginMax)} KiB (1.35 x floor)`,
      bundle.login <= loginMax,
    ),
    row(largest, kib(bundle.largest), ' KiB', '≤ 200 KiB', bundle.largest <= 200 * 1024),
  ];
}

function lighthouseRows(page, score, target) {
  const runs = score?.runs?.length > 1 ? ` (median; runs ${score.runs.join(', ')})` : '';
  return [
    row(
      `Lighthouse mobile performance ${page}`,
      score?.performance,
      runs,
      `≥ ${target}`,
      score?.performance >= target,
    ),
    row(
      `Lighthouse accessibility ${page}`,
      score?.accessibility,
      '',
      '100',
      score?.accessibility === 100,
    ),
  ];
}

function browserRows({ login, search, picker, nextPage } = {}) {
  const nextMs = typeof nextPage?.ms === 'number' ? Math.round(nextPage.ms) : null;
  return [
    ...lighthouseRows('/login', login, 98),
    ...lighthouseRows('/pesquisar-empresas', search, 95),
    row(
      'city picker worst keystroke (4x CPU)',
      picker?.worstKeystrokeMs,
      ' ms',
      '≤ 50 ms',
      picker?.worstKeystrokeMs <= 50,
    ),
    row('city picker: click that opens the list (4x CPU)', picker?.openClickMs, ' ms', null, null),
    row('city picker DOM nodes while open', picker?.domNodes, '', '≤ 800', picker?.domNodes <= 800),
    row('"Próxima" to 50 new rows painted', nextMs, ' ms', null, null),
  ];
}

const { urls, stop } = await startStack();
// Ctrl+C must not leave the servers running.
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => {
    stop();
    process.exit(130);
  });
}
// Shared machines skew the browser figures: keep the load they were taken under.
const machine = {
  cpus: cpus().length,
  loadavg: loadavg().map((value) => Math.round(value * 10) / 10),
};
let bundle, browser;
try {
  bundle = await attempt('bundle sizes', bundleFigures);
  browser = await attempt('browser figures', () => browserFigures(urls));
} finally {
  stop();
}
const mock = await attempt('mock server benchmark', mockBenchmark);
const rows = [
  ...bundleRows(bundle),
  ...browserRows(browser),
  ...Object.entries(mock.figures ?? {}).map(([label, figure]) => mockRow(label, figure)),
];
console.log('');
printTable(rows);
for (const [part, found] of Object.entries(bundle.heavy ?? {})) {
  console.log(
    `${part}: ${found.chunks.join(', ') || 'in no chunk'}${found.inLoginInitial ? ' (in /login initial JS!)' : ''}`,
  );
}
console.log(`machine: ${machine.cpus} CPUs, load average ${machine.loadavg.join(' / ')}`);
const date = new Date().toISOString();
mkdirSync(path.join(ROOT, 'bench/results'), { recursive: true });
const json = JSON.stringify(
  { date, machine, rows, bundle, browser, mock: mock.figures ?? mock },
  null,
  2,
);
writeFileSync(path.join(ROOT, 'bench/results', `bench-${date.replace(/[:.]/g, '-')}.json`), json);
writeFileSync(path.join(ROOT, 'bench/results/latest.json'), json);
