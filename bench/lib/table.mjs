// The printed table of `npm run bench`: metric | value | target | ok/over.

/** One row: the value is compared with the target by `ok` (null when there is no target). */
export function row(metric, value, unit, target, ok) {
  const shown = value === null || value === undefined ? 'n/a' : `${value}${unit}`;
  const verdict =
    ok === null ? '' : value === null || value === undefined ? 'n/a' : ok ? 'ok' : 'over';
  return { metric, value, shown, target: target ?? '—', verdict };
}

const HEADER = { metric: 'metric', shown: 'value', target: 'target', verdict: 'ok/over' };

/** Prints rows as an aligned text table, under `header`'s column names. */
export function printTable(rows, header = HEADER) {
  const all = [header, ...rows];
  const width = (key) => Math.max(...all.map((r) => String(r[key]).length));
  const widths = ['metric', 'shown', 'target'].map(width);
  for (const r of all) {
    console.log(
      `${r.metric.padEnd(widths[0])} | ${String(r.shown).padEnd(widths[1])} | ${String(r.target).padEnd(widths[2])} | ${r.verdict}`,
    );
  }
}

/** KiB with one decimal. */
export const kib = (bytes) => Math.round((bytes / 1024) * 10) / 10;

/** Prints a header and rows of cells as an aligned text table. */
export function printColumns(header, rows) {
  const all = [header, ...rows].map((cells) => cells.map((cell) => String(cell ?? 'n/a')));
  const widths = header.map((_, column) => Math.max(...all.map((cells) => cells[column].length)));
  for (const cells of all) {
    console.log(cells.map((cell, column) => cell.padEnd(widths[column])).join(' | '));
  }
}
