// Lighthouse's default (mobile) preset against the built app, through the DevTools port of the
// bench's Chromium. Storage is not reset, so a signed-in profile stays signed in.
import lighthouse from 'lighthouse';

/** Performance and accessibility scores (0-100) of one URL. */
export async function lighthouseScores(url, port) {
  const result = await lighthouse(url, {
    port,
    logLevel: 'error',
    output: 'json',
    onlyCategories: ['performance', 'accessibility'],
    disableStorageReset: true,
  });
  const { categories, audits } = result.lhr;
  const score = (category) => Math.round((category?.score ?? 0) * 100);
  return {
    performance: score(categories.performance),
    accessibility: score(categories.accessibility),
    lcpMs: Math.round(audits['largest-contentful-paint']?.numericValue ?? 0),
    tbtMs: Math.round(audits['total-blocking-time']?.numericValue ?? 0),
    finalUrl: result.lhr.finalDisplayedUrl,
  };
}
