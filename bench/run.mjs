// `npm run bench`: the performance budget's figures in one run, each beside its target, printed as a table
// and saved to bench/results/. Benchmarks, not tests: the figures depend on the machine's load.
//
// `npm run bench -- --only=home,search --runs=1` (or BENCH_ONLY / BENCH_LIGHTHOUSE_RUNS) measures a
// subset, to check the bench itself quickly: STEPS lists the names. Such a run is saved beside the
// others but does not replace latest.json.
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import path from 'node:path';
import { launchBrowser, signIn } from './lib/browser.mjs';
import {
  LIBRARIES,
  PUBLIC,
  chunkSources,
  entryInitialBytes,
  heavyChunks,
  libraryCost,
  routeInitialBytes,
  signedInPages,
  viteBuild,
} from './lib/bundle.mjs';
import {
  cityPicker,
  firstListPath,
  firstResultDetailPath,
  firstSearchReturning,
  nextPageTime,
} from './lib/interactions.mjs';
import {
  LIGHTHOUSE_RUNS,
  lighthouseScores,
  lighthouseSearchWithResults,
  median,
  medianRun,
} from './lib/lighthouse.mjs';
import { BULK_MAX, bulkPaste } from './lib/bulk.mjs';
import { mockBenchmark } from './lib/mock.mjs';
import { ROOT, APP_OUT, startStack } from './lib/stack.mjs';
import { kib, printTable, row } from './lib/table.mjs';
import { printLongTasks, printPageFigures } from './lib/report.mjs';

// Inside dist/ so lint, format and git leave the build alone.
const FLOOR_OUT = path.join(ROOT, 'bench/floor-app/dist');
const SEARCH_PATH = '/pesquisar-empresas?uf=SP&cnaes=4781400';
/** The performance budget's cap on every route's initial JS (gzip). */
const ROUTE_MAX = 200 * 1024;
/** The performance budget's cap on LCP, every page. */
const LCP_MAX = 2500;
/** The performance budget's cap on "Pesquisar" to 50 rows on a returning visit (4x CPU). */
const FIRST_SEARCH_MAX = 400;

/**
 * The pages Lighthouse measures, in the order measured, with the performance budget's targets
 * (median score, median TBT). `find` gives a path that needs a known record (a list, a company).
 */
const PAGES = [
  { key: 'login', label: '/login', path: '/login', score: 100, signedOut: true },
  { key: 'home', label: '/', path: '/', score: 95, tbt: 200 },
  { key: 'lists', label: '/minhas-listas', path: '/minhas-listas', score: 95, tbt: 200 },
  { key: 'list', label: '/minhas-listas/:listaId', find: firstListPath, score: 95, tbt: 200 },
  { key: 'detail', label: '/detalhes/:cnpj', find: firstResultDetailPath, score: 95, tbt: 200 },
  { key: 'lookup', label: '/pesquisar-cnpj', path: '/pesquisar-cnpj', score: 95, tbt: 200 },
  {
    key: 'subscription',
    label: '/minha-assinatura',
    path: '/minha-assinatura',
    score: 95,
    tbt: 200,
  },
  {
    key: 'search',
    label: '/pesquisar-empresas with results',
    path: SEARCH_PATH,
    score: 90,
    tbt: 300,
    flow: true,
  },
];
/** Every step `--only` can name. */
const STEPS = [
  ...PAGES.map((page) => page.key),
  'picker',
  'next-page',
  'first-search',
  'bulk-paste',
  'mock',
];

function option(name, variable) {
  const flag = process.argv.find((arg) => arg.startsWith(`--${name}=`));
  return flag ? flag.slice(name.length + 3) : process.env[variable];
}

const only = option('only', 'BENCH_ONLY')
  ?.split(',')
  .map((step) => step.trim())
  .filter(Boolean);
const unknown = (only ?? []).filter((step) => !STEPS.includes(step));
if (unknown.length) {
  console.error(`unknown step(s) ${unknown.join(', ')}; the steps are ${STEPS.join(', ')}`);
  process.exit(2);
}
const selected = new Set(only ?? STEPS);
const runs = Number(option('runs', 'BENCH_LIGHTHOUSE_RUNS') ?? LIGHTHOUSE_RUNS);
const partial = selected.size < STEPS.length || runs !== 5;

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

/** Lighthouse on one page `runs` times: the medians (see `medianRun`). */
function lighthousePage(port, url, flow) {
  return medianRun(
    () => (flow ? lighthouseSearchWithResults(url, port) : lighthouseScores(url, port)),
    runs,
  );
}

/**
 * The floor app through the same Lighthouse settings, in the same browser, before and after the
 * pages (the load of a shared machine drifts over a run): each page's main-thread work is divided
 * by the median of these runs, a figure that holds across machines.
 */
async function floorRuns(port, floorUrl) {
  const measured = await lighthousePage(port, `${floorUrl}/`);
  return measured.each;
}

async function browserFigures(urls, serve) {
  const { context, port, close } = await launchBrowser();
  try {
    const floorUrl = await serve('floor', FLOOR_OUT);
    const pages = PAGES.filter((page) => selected.has(page.key));
    const floorEach = pages.length
      ? await attempt(`Lighthouse floor app (${runs} runs)`, () => floorRuns(port, floorUrl))
      : [];
    const lighthouse = {};
    let signedIn = false;
    for (const page of pages) {
      if (!page.signedOut && !signedIn) {
        await signIn(context, urls);
        signedIn = true;
      }
      const pathname = page.find
        ? await attempt(`${page.label}: a record to open`, () =>
            page.find(context, urls.app, SEARCH_PATH),
          )
        : page.path;
      if (typeof pathname !== 'string') {
        lighthouse[page.key] = pathname;
        continue;
      }
      lighthouse[page.key] = {
        path: pathname,
        ...(await attempt(`Lighthouse ${page.label} (${runs} runs)`, () =>
          lighthousePage(port, `${urls.app}${pathname}`, page.flow),
        )),
      };
    }
    if (pages.length) {
      const after = await attempt(`Lighthouse floor app again (${runs} runs)`, () =>
        floorRuns(port, floorUrl),
      );
      const all = [...(Array.isArray(floorEach) ? floorEach : []), ...(after.error ? [] : after)];
      const of = (key) => median(all.map((run) => run[key]));
      const floorMs = of('mainThreadMs');
      lighthouse.floor = {
        performance: of('performance'),
        fcpMs: of('fcpMs'),
        lcpMs: of('lcpMs'),
        ttiMs: of('ttiMs'),
        tbtMs: of('tbtMs'),
        mainThreadMs: floorMs,
        mainThreadRuns: all.map((run) => run.mainThreadMs),
        mainThreadVsFloor: 1,
        benchmarkIndex: of('benchmarkIndex'),
        each: all,
      };
      for (const page of pages) {
        const figures = lighthouse[page.key];
        if (figures?.mainThreadMs && floorMs) {
          figures.mainThreadVsFloor = Math.round((figures.mainThreadMs / floorMs) * 10) / 10;
        }
      }
    }
    if (
      !signedIn &&
      ['next-page', 'first-search', 'bulk-paste'].some((step) => selected.has(step))
    ) {
      await signIn(context, urls);
    }
    const picker = selected.has('picker')
      ? await attempt('city picker', () => cityPicker(context, urls.storybook))
      : undefined;
    const nextPage = selected.has('next-page')
      ? await attempt('Próxima', () => nextPageTime(context, urls.app))
      : undefined;
    const firstSearch = selected.has('first-search')
      ? await attempt('first search on a returning visit', () =>
          firstSearchReturning(context, urls.app, SEARCH_PATH),
        )
      : undefined;
    const bulk = selected.has('bulk-paste')
      ? await attempt('bulk paste', () => bulkPaste(context, urls.app))
      : undefined;
    return { lighthouse, picker, nextPage, firstSearch, bulk };
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

const runsOf = (values) => (values?.length > 1 ? ` (median; runs ${values.join(', ')})` : '');

/** A page's rows: median score, median TBT, median LCP and accessibility, each beside its target. */
function lighthouseRows(page, figures) {
  const label = page.label;
  if (!figures || figures.error) {
    return [row(`Lighthouse ${label}`, null, '', figures?.error ?? 'not measured', null)];
  }
  return [
    row(
      `Lighthouse mobile performance ${label}`,
      figures.performance,
      runsOf(figures.runs),
      `≥ ${page.score}`,
      figures.performance >= page.score,
    ),
    row(
      `TBT ${label}`,
      figures.tbtMs,
      ` ms${runsOf(figures.tbtRuns)}`,
      page.tbt ? `≤ ${page.tbt} ms` : null,
      page.tbt ? figures.tbtMs <= page.tbt : null,
    ),
    row(`LCP ${label}`, figures.lcpMs, ' ms', `≤ ${LCP_MAX} ms`, figures.lcpMs <= LCP_MAX),
    row(
      `Lighthouse accessibility ${label}`,
      figures.accessibility,
      '',
      '100',
      figures.accessibility === 100,
    ),
  ];
}

function browserRows({ lighthouse = {}, picker, nextPage, firstSearch, bulk } = {}) {
  const nextMs = typeof nextPage?.ms === 'number' ? Math.round(nextPage.ms) : null;
  const runsOf = (runs) => (runs ? ` ms (median; runs ${runs.join(', ')})` : ' ms');
  return [
    ...PAGES.filter((page) => selected.has(page.key)).flatMap((page) =>
      lighthouseRows(page, lighthouse[page.key]),
    ),
    ...(selected.has('picker')
      ? [
          row(
            'city picker worst keystroke (4x CPU)',
            picker?.worstKeystrokeMs,
            ' ms',
            '≤ 50 ms',
            picker?.worstKeystrokeMs <= 50,
          ),
          row(
            'city picker: click that opens the list (4x CPU)',
            picker?.openClickMs,
            ' ms',
            null,
            null,
          ),
          row(
            'city picker DOM nodes while open',
            picker?.domNodes,
            '',
            '≤ 800',
            picker?.domNodes <= 800,
          ),
        ]
      : []),
    ...(selected.has('next-page')
      ? [row('"Próxima" to 50 new rows painted', nextMs, ' ms', null, null)]
      : []),
    ...(selected.has('first-search')
      ? [
          row(
            'first search, returning visit: "Pesquisar" to the first page\'s answer in hand (4x CPU)',
            firstSearch?.answerMs,
            runsOf(firstSearch?.answerRuns),
            null,
            null,
          ),
          row(
            'first search, returning visit: "Pesquisar" to the first rows painted (4x CPU)',
            firstSearch?.firstMs,
            runsOf(firstSearch?.firstRuns),
            null,
            null,
          ),
          row(
            'first search, returning visit: "Pesquisar" to 50 rows painted (4x CPU)',
            firstSearch?.ms,
            runsOf(firstSearch?.runs),
            `≤ ${FIRST_SEARCH_MAX} ms`,
            firstSearch?.ms <= FIRST_SEARCH_MAX,
          ),
          // No target: what no app can go under on this machine, to read the figure above by.
          row(
            'the same 50 rows as plain HTML, to painted: the browser floor (4x CPU)',
            firstSearch?.floorMs,
            runsOf(firstSearch?.floorRuns),
            null,
            null,
          ),
        ]
      : []),
    // Reported, with no target in the performance budget: the bulk lookup's largest input.
    ...(selected.has('bulk-paste')
      ? [
          row(
            `bulk lookup: Ctrl+V of ${BULK_MAX} CNPJs to the counts (4x CPU)`,
            typeof bulk?.ms === 'number' ? Math.round(bulk.ms) : null,
            ' ms',
            null,
            null,
          ),
          row(
            'bulk lookup: longest task of that paste (4x CPU)',
            typeof bulk?.longestTaskMs === 'number' ? Math.round(bulk.longestTaskMs) : null,
            ' ms',
            null,
            null,
          ),
        ]
      : []),
  ];
}

const { urls, stop, serve } = await startStack({ storybook: selected.has('picker') });
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
  browser = await attempt('browser figures', () => browserFigures(urls, serve));
} finally {
  stop();
}
const mock = selected.has('mock')
  ? await attempt('mock server benchmark', mockBenchmark)
  : { figures: undefined };
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
const measuredPages = PAGES.filter((page) => selected.has(page.key));
if (browser?.lighthouse) {
  const chunks = bundle.error ? {} : chunkSources(APP_OUT);
  printPageFigures(measuredPages, browser.lighthouse);
  printLongTasks(measuredPages, browser.lighthouse, chunks);
}
const loadAfter = loadavg().map((value) => Math.round(value * 10) / 10);
machine.loadavgAtEnd = loadAfter;
console.log(
  `machine: ${machine.cpus} CPUs, load average ${machine.loadavg.join(' / ')} at the start, ${loadAfter.join(' / ')} at the end`,
);
const date = new Date().toISOString();
mkdirSync(path.join(ROOT, 'bench/results'), { recursive: true });
const json = JSON.stringify(
  {
    date,
    machine,
    selected: [...selected],
    runs,
    rows,
    bundle,
    browser,
    mock: mock.figures ?? mock,
  },
  null,
  2,
);
const name = `bench-${date.replace(/[:.]/g, '-')}${partial ? '-partial' : ''}.json`;
writeFileSync(path.join(ROOT, 'bench/results', name), json);
if (!partial) writeFileSync(path.join(ROOT, 'bench/results/latest.json'), json);
console.log(
  `saved bench/results/${name}${partial ? ' (a subset: latest.json left as it was)' : ''}`,
);
