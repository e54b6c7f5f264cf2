// What `npm run bench` prints under its table for the Lighthouse pages: each page's median metrics
// beside the floor app's, and the long tasks Lighthouse's TBT counts, with the chunks they ran.
import { printColumns } from './table.mjs';

/**
 * One line per page: median score, FCP, LCP, TTI, TBT and main-thread work (Lighthouse's simulated
 * milliseconds), the main-thread work divided by the floor app's beside the page's target (the
 * budget's figure, lib/budget.mjs), and Lighthouse's benchmarkIndex; the floor app's own medians last.
 */
export function printPageFigures(pages, lighthouse) {
  const line = (label, figures, target = null) => [
    label,
    figures.performance,
    figures.fcpMs,
    figures.lcpMs,
    figures.ttiMs,
    figures.tbtMs,
    figures.mainThreadMs,
    figures.mainThreadVsFloor ? `${figures.mainThreadVsFloor}x` : null,
    target ? `≤ ${target}x` : '—',
    figures.benchmarkIndex,
  ];
  const lines = pages
    .filter((page) => lighthouse[page.key] && !lighthouse[page.key].error)
    .map((page) => line(page.label, lighthouse[page.key], page.vsFloor));
  if (lighthouse.floor?.mainThreadMs) lines.push(line('floor app', lighthouse.floor));
  if (!lines.length) return;
  console.log('\nLighthouse medians (simulated ms):');
  printColumns(
    [
      'page',
      'score',
      'FCP',
      'LCP',
      'TTI',
      'TBT',
      'main thread',
      '÷ floor',
      'target',
      'benchmarkIndex',
    ],
    lines,
  );
}

/** A script's URL as its path (`assets/x.js`), with what the chunk holds when the build says. */
function script(url, chunks) {
  if (!url) return '(no script: browser work)';
  let pathname = url;
  try {
    pathname = new URL(url).pathname.replace(/^\//, '');
  } catch {
    // Not a URL (Lighthouse names some work "Unattributable").
  }
  if (chunks[pathname]) return `${pathname} (${chunks[pathname]})`;
  // Work no script is on the stack of, in a task the document started (parsing, module loading).
  return url.startsWith('http') && !pathname.endsWith('.js') ? `document /${pathname}` : pathname;
}

/**
 * Per page, the three long tasks that count most towards TBT in the run whose TBT is the median
 * (simulated start and duration from Lighthouse's long-tasks table, and the part TBT counts: the task
 * clipped to [FCP, TTI], less 50 ms), and the sum of the counted parts beside the TBT.
 */
export function printLongTasks(pages, lighthouse, chunks) {
  const measured = pages.filter((page) => lighthouse[page.key]?.longTasks);
  if (!measured.length) return;
  console.log('\nLargest counted long tasks (run with the median TBT; start, duration, counted):');
  for (const page of measured) {
    const figures = lighthouse[page.key];
    const counted = figures.longTasks.filter((task) => task.countedMs > 0);
    const sum = counted.reduce((total, task) => total + task.countedMs, 0);
    console.log(
      `${page.label}: TBT ${figures.tbtMs} ms; ${counted.length} of ${figures.longTasks.length} long tasks counted, ${sum} ms; FCP ${figures.fcpMs}, TTI ${figures.ttiMs}`,
    );
    for (const task of [...counted].sort((a, b) => b.countedMs - a.countedMs).slice(0, 3)) {
      console.log(
        `  ${task.startMs} ms +${task.durationMs} ms, counts ${task.countedMs} ms: ${script(task.url, chunks)}`,
      );
    }
  }
}
