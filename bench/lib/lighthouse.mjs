// Lighthouse's default (mobile) preset against the built app, through the DevTools port of the
// bench's Chromium. Storage is not reset, so a signed-in profile stays signed in.
import lighthouse, { startFlow } from 'lighthouse';
// Lighthouse's own dependency (user flows take a Puppeteer page), so its version always matches.
import puppeteer from 'puppeteer-core';

const FLAGS = {
  logLevel: 'error',
  onlyCategories: ['performance', 'accessibility'],
  disableStorageReset: true,
};

/** Lighthouse's threshold: the part of a task beyond 50 ms blocks. */
const BLOCKING_MS = 50;

/**
 * The part of a task that Lighthouse's TBT counts: the task clipped to [FCP, TTI], less 50 ms
 * (the rule of Lighthouse's TBTUtils, applied to the long-tasks table's simulated start and duration).
 */
function countedMs({ startTime, duration }, fcp, tti) {
  const start = Math.max(startTime, fcp);
  const end = Math.min(startTime + duration, tti);
  return Math.max(0, end - start - BLOCKING_MS);
}

const round = (value) => (typeof value === 'number' ? Math.round(value) : null);

/**
 * The figures kept from a Lighthouse result. Times are Lighthouse's simulated ones (the mobile
 * preset's throttling is simulated): the metrics, and the `long-tasks` table's start and duration
 * of each task of 50 ms or more (up to 20, largest first), each with the part of it TBT counts.
 */
function summary(lhr) {
  const { categories, audits } = lhr;
  const score = (category) => Math.round((category?.score ?? 0) * 100);
  const metric = (id) => audits[id]?.numericValue;
  const fcp = metric('first-contentful-paint') ?? 0;
  const tti = metric('interactive') ?? Infinity;
  const longTasks = (audits['long-tasks']?.details?.items ?? []).map((task) => ({
    url: task.url,
    startMs: round(task.startTime),
    durationMs: round(task.duration),
    countedMs: round(countedMs(task, fcp, tti)),
  }));
  // Main-thread time per kind of work (script evaluation, style and layout, parsing...). Per task
  // Lighthouse's simulation drops the child events, so only these page totals tell the kinds apart.
  const mainThreadByKind = Object.fromEntries(
    (audits['mainthread-work-breakdown']?.details?.items ?? []).map((item) => [
      item.group,
      round(item.duration),
    ]),
  );
  // Script evaluation and compilation per script (bootup-time), the scripts that cost the most.
  const scripts = (audits['bootup-time']?.details?.items ?? []).slice(0, 5).map((item) => ({
    url: item.url,
    totalMs: round(item.total),
    scriptingMs: round(item.scripting),
    parseCompileMs: round(item.scriptParseCompile),
  }));
  return {
    performance: score(categories.performance),
    accessibility: score(categories.accessibility),
    fcpMs: round(fcp),
    lcpMs: round(metric('largest-contentful-paint') ?? 0),
    ttiMs: round(metric('interactive')),
    tbtMs: round(metric('total-blocking-time') ?? 0),
    mainThreadMs: round(metric('mainthread-work-breakdown')),
    mainThreadByKind,
    benchmarkIndex: round(lhr.environment?.benchmarkIndex),
    longTasks,
    scripts,
    finalUrl: lhr.finalDisplayedUrl,
  };
}

/** Lighthouse runs per page; its documentation advises the median of five against run-to-run noise. */
export const LIGHTHOUSE_RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 5);

/** The median of numbers (the lower middle one of an even count); null for none. */
export function median(values) {
  const sorted = values.filter((value) => typeof value === 'number').sort((a, b) => a - b);
  return sorted.length ? sorted[Math.floor((sorted.length - 1) / 2)] : null;
}

/**
 * Runs `measure` `runs` times. The score is the median of the runs' scores, and every metric is the
 * median of the runs' own values (the median TBT is not the TBT of the median-score run). The
 * long-tasks table shown is the one of the run whose TBT is the median, so its counted parts add up
 * to about the TBT reported; every run's figures are kept in `each`.
 */
export async function medianRun(measure, runs = LIGHTHOUSE_RUNS) {
  const each = [];
  for (let i = 0; i < runs; i += 1) each.push(await measure());
  const of = (key) => median(each.map((result) => result[key]));
  const tbtMs = of('tbtMs');
  const tbtRun = each.find((result) => result.tbtMs === tbtMs);
  const byScore = [...each].sort((a, b) => a.performance - b.performance);
  return {
    performance: of('performance'),
    runs: each.map((result) => result.performance),
    accessibility: byScore[Math.floor((byScore.length - 1) / 2)].accessibility,
    fcpMs: of('fcpMs'),
    lcpMs: of('lcpMs'),
    ttiMs: of('ttiMs'),
    tbtMs,
    tbtRuns: each.map((result) => result.tbtMs),
    mainThreadMs: of('mainThreadMs'),
    benchmarkIndex: of('benchmarkIndex'),
    longTasks: tbtRun.longTasks,
    mainThreadByKind: tbtRun.mainThreadByKind,
    scripts: tbtRun.scripts,
    finalUrl: tbtRun.finalUrl,
    each,
  };
}

/** Performance and accessibility scores (0-100) of one URL. */
export async function lighthouseScores(url, port) {
  const result = await lighthouse(url, { port, output: 'json', ...FLAGS });
  return summary(result.lhr);
}

/**
 * Polls `check` in the page every 100 ms until it returns something truthy (a plain evaluation, a
 * task of a millisecond or so), and returns that; rejects after 60 s.
 */
async function waitInPage(page, check) {
  const deadline = Date.now() + 60_000;
  for (;;) {
    const found = await page.evaluate(check).catch(() => null);
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`nothing matched within 60 s: ${check}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * Scores of a navigation that loads the search page with filters in its URL and runs the search
 * (the URL restores the filters; "Pesquisar" runs it), ending once 50 result rows are shown.
 */
export async function lighthouseSearchWithResults(url, port) {
  const browser = await puppeteer.connect({
    browserURL: `http://127.0.0.1:${port}`,
    defaultViewport: null,
  });
  const page = await browser.newPage();
  try {
    const flow = await startFlow(page, { flags: FLAGS });
    await flow.navigate(async () => {
      await page.goto(url);
      // A visitor clicks what has been painted: once the page's first largest paint is recorded.
      // Chrome stops looking for the LCP at the first input, so a click that came before it left
      // Lighthouse with no LCP at all (NO_LCP, a score of 0).
      await page.evaluate(
        () =>
          new Promise((resolve) =>
            new PerformanceObserver((_list, observer) => {
              observer.disconnect();
              resolve(true);
            }).observe({ type: 'largest-contentful-paint', buffered: true }),
          ),
      );
      // The form's submit button ("Pesquisar"), found and clicked from here: Puppeteer's own
      // queries and waits run its helper script in the page (`pptr:internal`, 60-150 ms of counted
      // blocking time in the table), and its `aria/` queries switch on the accessibility tree, whose
      // upkeep is main-thread work too. A visitor's page does neither.
      const box = await waitInPage(page, () => {
        const button = document.querySelector('form[role="search"] button[type="submit"]');
        // As Puppeteer's own click does: into view first (the phone-sized screen is short).
        button?.scrollIntoView({ block: 'nearest' });
        const rect = button?.getBoundingClientRect();
        return rect?.width ? { x: rect.x + rect.width / 2, y: rect.y + rect.height / 2 } : null;
      });
      await page.mouse.click(box.x, box.y);
      // The kit's DataTable shows cards on a phone-sized screen and a table on wider ones.
      await waitInPage(page, () =>
        Boolean(
          document.querySelector(
            '[data-layout] tbody tr:nth-child(50), [data-layout] li:nth-child(50)',
          ),
        ),
      );
    });
    const { steps } = await flow.createFlowResult();
    return summary(steps[0].lhr);
  } finally {
    await page.close();
    await browser.disconnect();
  }
}
