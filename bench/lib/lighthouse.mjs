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

/** The figures kept from a Lighthouse result. */
function summary(lhr) {
  const { categories, audits } = lhr;
  const score = (category) => Math.round((category?.score ?? 0) * 100);
  return {
    performance: score(categories.performance),
    accessibility: score(categories.accessibility),
    lcpMs: Math.round(audits['largest-contentful-paint']?.numericValue ?? 0),
    tbtMs: Math.round(audits['total-blocking-time']?.numericValue ?? 0),
    finalUrl: lhr.finalDisplayedUrl,
  };
}

/** Lighthouse runs per page; its documentation advises the median of five against run-to-run noise. */
export const LIGHTHOUSE_RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 5);

/**
 * Runs `measure` `runs` times and keeps the run with the median performance score, with every
 * run's score beside it, so one noisy run neither passes nor fails a page on its own.
 */
export async function medianRun(measure, runs = LIGHTHOUSE_RUNS) {
  const results = [];
  for (let i = 0; i < runs; i += 1) results.push(await measure());
  const sorted = [...results].sort((a, b) => a.performance - b.performance);
  const median = sorted[Math.floor((sorted.length - 1) / 2)];
  return { ...median, runs: results.map((result) => result.performance) };
}

/** Performance and accessibility scores (0-100) of one URL. */
export async function lighthouseScores(url, port) {
  const result = await lighthouse(url, { port, output: 'json', ...FLAGS });
  return summary(result.lhr);
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
      // The form's submit button ("Pesquisar") by CSS: Puppeteer's `aria/` queries switch on the
      // page's accessibility tree for the rest of the run, and keeping it up to date is main-thread
      // work that a visitor without assistive technology does not cause (it showed as 70-150 ms of
      // "_lighthouse-eval.js" blocking time).
      const search = await page.waitForSelector('form[role="search"] button[type="submit"]');
      await search.click();
      // The kit's DataTable shows cards on a phone-sized screen and a table on wider ones.
      const fiftieth = '[data-layout] tbody tr:nth-child(50), [data-layout] li:nth-child(50)';
      await page.waitForSelector(fiftieth, { timeout: 60_000 });
    });
    const { steps } = await flow.createFlowResult();
    return summary(steps[0].lhr);
  } finally {
    await page.close();
    await browser.disconnect();
  }
}
