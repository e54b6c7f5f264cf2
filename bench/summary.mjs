// `node bench/summary.mjs [results.json] [--commit=<sha>]`: a whole run as the "Latest whole run" section of
// bench/README.md (Markdown), so that section is replaced whole by the next run rather than edited by
// hand. Reads bench/results/latest.json by default and sets its figures beside today's budget.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { PAGES, browserRows, bundleRows, mockRow } from './lib/budget.mjs';

const args = process.argv.slice(2);
const file =
  args.find((arg) => !arg.startsWith('--')) ??
  path.join(import.meta.dirname, 'results/latest.json');
/** For a run saved before the bench recorded its commit. */
const commitArg = args.find((arg) => arg.startsWith('--commit='))?.slice('--commit='.length);
const run = JSON.parse(readFileSync(file, 'utf8'));
const selected = new Set(run.selected);
const lighthouse = run.browser?.lighthouse ?? {};
const indexes = [...PAGES.map((page) => lighthouse[page.key]), lighthouse.floor]
  .map((figures) => figures?.benchmarkIndex)
  .filter((index) => typeof index === 'number');
const load = (values) => values?.join(' / ') ?? 'not recorded';
const measured = run.commit ?? commitArg;
const commit = measured ? `\`${measured}\`` : 'commit not recorded';
const n = (value) => (typeof value === 'number' ? value.toLocaleString('en') : value);

console.log(
  `A whole run, saved ${run.date.slice(0, 16).replace('T', ' ')} UTC (${commit}): ${run.runs} Lighthouse runs a page, ` +
    `${run.machine.cpus} CPUs, load average ${load(run.machine.loadavg)} at the start and ` +
    `${load(run.machine.loadavgAtEnd)} at the end; Lighthouse's \`benchmarkIndex\` ` +
    `${n(Math.min(...indexes))} to ${n(Math.max(...indexes))}.`,
);
console.log('');
console.log('| page | main-thread work ÷ floor | target | score | TBT | LCP | accessibility |');
console.log('| --- | --- | --- | --- | --- | --- | --- |');
for (const page of PAGES.filter((each) => selected.has(each.key))) {
  const figures = lighthouse[page.key];
  if (!figures || figures.error) {
    console.log(`| ${page.label} | not measured | | | | | |`);
    continue;
  }
  console.log(
    `| ${page.label} | ${figures.mainThreadVsFloor}x | ${page.vsFloor ? `≤ ${page.vsFloor}x` : '—'} | ` +
      `${figures.performance} | ${n(figures.tbtMs)} ms | ${n(figures.lcpMs)} ms | ${figures.accessibility} |`,
  );
}
console.log('');
const others = [
  ...bundleRows(run.bundle),
  ...browserRows(run.browser, selected).filter(
    (row) => !PAGES.some((page) => row.metric.endsWith(` ${page.label}`)),
  ),
  ...Object.entries(run.mock ?? {})
    .filter(([, figure]) => figure && typeof figure === 'object')
    .map(([label, figure]) => mockRow(label, figure)),
];
console.log('| metric | value | target | ok/over |');
console.log('| --- | --- | --- | --- |');
for (const row of others) {
  console.log(`| ${row.metric} | ${row.shown} | ${row.target} | ${row.verdict} |`);
}
