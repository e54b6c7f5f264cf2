// `npm run bench`: the performance budget's figures in one run, each beside its target, printed as a table
// and saved to bench/results/. Benchmarks, not tests: the figures depend on the machine's load, which
// is why the browser's targets are ratios to floors measured in the same run (lib/budget.mjs). The
// method is in bench/README.md.
//
// `npm run bench -- --only=home,search --runs=1` (or BENCH_ONLY / BENCH_LIGHTHOUSE_RUNS) measures a
// subset, to check the bench itself quickly: STEPS lists the names. Such a run is saved beside the
// others but does not replace latest.json.
import { execFileSync } from 'node:child_process';
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
  triageNextTime,
} from './lib/interactions.mjs';
import {
  LIGHTHOUSE_RUNS,
  lighthouseScores,
  lighthouseSearchWithResults,
  median,
  medianRun,
} from './lib/lighthouse.mjs';
import { bulkPaste } from './lib/bulk.mjs';
import { mockBenchmark } from './lib/mock.mjs';
import { ROOT, APP_OUT, startStack } from './lib/stack.mjs';
import { kib, printTable } from './lib/table.mjs';
import { printLongTasks, printPageFigures } from './lib/report.mjs';
import {
  PAGES,
  ROUTE_MAX,
  SEARCH_PATH,
  STEPS,
  browserRows,
  bundleRows,
  mockRow,
} from './lib/budget.mjs';

// Inside dist/ so lint, format and git leave the build alone.
const FLOOR_OUT = path.join(ROOT, 'bench/floor-app/dist');
/** How the bench finds a page that needs a known record (`find` in PAGES). */
const FINDERS = { list: firstListPath, detail: firstResultDetailPath };

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
            FINDERS[page.find](context, urls.app, SEARCH_PATH),
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
      ['next-page', 'first-search', 'bulk-paste', 'triage-next'].some((step) => selected.has(step))
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
    const triageNext = selected.has('triage-next')
      ? await attempt('triage next company', () => triageNextTime(context, urls.app, SEARCH_PATH))
      : undefined;
    return { lighthouse, picker, nextPage, firstSearch, bulk, triageNext };
  } finally {
    await close();
  }
}

/**
 * The commit measured, taken before the build, so a run is read against its code (bench/summary.mjs
 * prints it).
 */
function measuredCommit() {
  try {
    const git = (...args) => execFileSync('git', args, { cwd: ROOT }).toString().trim();
    const sha = git('rev-parse', '--short', 'HEAD');
    return git('status', '--porcelain', '--untracked-files=no') ? `${sha} with local changes` : sha;
  } catch {
    return undefined;
  }
}
const commit = measuredCommit();
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
  ...browserRows(browser, selected),
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
    commit,
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
