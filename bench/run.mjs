// `npm run bench`: the performance budget's figures in one run, each beside its target, printed as a table
// and saved to bench/results/. Benchmarks, not tests: the figures depend on the machine's load.
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import path from 'node:path';
import { launchBrowser, signIn } from './lib/browser.mjs';
import {
  LIBRARIES,
  PUBLIC,
  entryInitialBytes,
  heavyChunks,
  libraryCost,
  routeInitialBytes,
  signedInPages,
  viteBuild,
} from './lib/bundle.mjs';
import {
  cityPicker,
  firstResultDetailPath,
  firstSearchReturning,
  nextPageTime,
} from './lib/interactions.mjs';
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
/** The performance budget's cap on every route's initial JS (gzip). */
const ROUTE_MAX = 200 * 1024;

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
  // Every signed-in page is held to ROUTE_MAX: the largest is the table's row, each one is in the
  // JSON and printed under the table. Pages of the route table that the manifest has no lazy chunk
  // for are named (`unmeasured`) rather than skipped.
  const signedIn = Object.fromEntries(
    Object.entries(routes)
      .filter(([page]) => !PUBLIC.has(page))
      .sort((a, b) => b[1] - a[1]),
  );
  const unmeasured = signedInPages(path.join(ROOT, 'apps/web')).filter(
    (page) => !(page in signedIn),
  );
  const [largestRoute, largest] = Object.entries(signedIn)[0];
  const libraries = Object.fromEntries(
    Object.entries(LIBRARIES).map(([name, pattern]) => [name, libraryCost(APP_OUT, pattern)]),
  );
  return {
    floor,
    login: routes.LoginPage,
    largestRoute,
    largest,
    routes,
    signedIn: Object.fromEntries(
      Object.entries(signedIn).map(([page, bytes]) => [
        page,
        { bytes, kib: kib(bytes), withinBudget: bytes <= ROUTE_MAX },
      ]),
    ),
    unmeasured,
    libraries,
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
    // The other signed-in routes a subscriber lands on, plain navigations like /login's.
    const signedIn = (label, pathname) =>
      attempt(`Lighthouse ${label} (${LIGHTHOUSE_RUNS} runs)`, () =>
        medianRun(() => lighthouseScores(`${urls.app}${pathname}`, port)),
      );
    const home = await signedIn('/', '/');
    const detailPath = await attempt('a company from the search', () =>
      firstResultDetailPath(context, urls.app, SEARCH_PATH),
    );
    const detail =
      typeof detailPath === 'string'
        ? { path: detailPath, ...(await signedIn(detailPath, detailPath)) }
        : detailPath;
    const lists = await signedIn('/minhas-listas', '/minhas-listas');
    const picker = await attempt('city picker', () => cityPicker(context, urls.storybook));
    const nextPage = await attempt('Próxima', () => nextPageTime(context, urls.app));
    const firstSearch = await attempt('first search on a returning visit', () =>
      firstSearchReturning(context, urls.app, SEARCH_PATH),
    );
    return { login, search, home, detail, lists, picker, nextPage, firstSearch };
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
  const largest = `largest signed-in route initial JS (${bundle.largestRoute})`;
  const pages = Object.values(bundle.signedIn);
  const within = pages.filter((page) => page.withinBudget).length;
  const total = pages.length + bundle.unmeasured.length;
  const unmeasured = bundle.unmeasured.length
    ? ` (not measured: ${bundle.unmeasured.join(', ')})`
    : '';
  return [
    row('floor app initial JS (gzip)', kib(bundle.floor), ' KiB', null, null),
    row(
      '/login initial JS (gzip)',
      kib(bundle.login),
      ' KiB',
      `≤ ${kib(loginMax)} KiB (1.35 x floor)`,
      bundle.login <= loginMax,
    ),
    row(largest, kib(bundle.largest), ' KiB', '≤ 200 KiB', bundle.largest <= ROUTE_MAX),
    row(
      'signed-in routes within 200 KiB initial JS',
      `${within} of ${total}${unmeasured}`,
      '',
      'all',
      within === total,
    ),
    ...Object.entries(bundle.libraries).map(([name, cost]) =>
      row(
        `${name} (gzip)`,
        cost.chunks.length ? kib(cost.gzipBytes) : 'not in the build',
        cost.chunks.length ? ' KiB' : '',
        null,
        null,
      ),
    ),
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

function browserRows({ login, search, home, detail, lists, picker, nextPage, firstSearch } = {}) {
  const nextMs = typeof nextPage?.ms === 'number' ? Math.round(nextPage.ms) : null;
  const firstRuns = firstSearch?.runs ? ` ms (median; runs ${firstSearch.runs.join(', ')})` : ' ms';
  return [
    ...lighthouseRows('/login', login, 100),
    ...lighthouseRows('/pesquisar-empresas', search, 98),
    ...lighthouseRows('/', home, 98),
    ...lighthouseRows('/detalhes/:cnpj', detail, 98),
    ...lighthouseRows('/minhas-listas', lists, 98),
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
    row(
      'first search, returning visit: "Pesquisar" to 50 rows painted (4x CPU)',
      firstSearch?.ms,
      firstRuns,
      null,
      null,
    ),
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
if (bundle.signedIn) {
  const each = Object.entries(bundle.signedIn).map(([page, { kib: size }]) => `${page} ${size}`);
  console.log(`signed-in routes' initial JS (KiB gzip, each ≤ 200): ${each.join(', ')}`);
}
for (const [name, cost] of Object.entries(bundle.libraries ?? {})) {
  if (!cost.chunks.length) continue;
  const where = cost.initialIn.length
    ? `initial JS of ${cost.initialIn.join(', ')}`
    : 'in no initial JS';
  console.log(
    `${name}: ${kib(cost.minifiedBytes)} KiB minified in ${cost.chunks.join(', ')}; ${where}`,
  );
}
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
