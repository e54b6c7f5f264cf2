import { startTransition, useEffect, useState } from 'react';

/** Rows drawn in the first pass: a screenful of the table on a laptop, more than a phone's cards. */
export const FIRST_SCREENFUL = 10;

const NONE: ReadonlySet<string> = new Set();

/**
 * The rows to draw now. Rows new to this view beyond the first screenful wait for a second pass, a
 * transition started once the first has been committed: a page of 50 results shows its first rows
 * after drawing 10 rather than 50, and the browser lays out and paints the rest in a task of its own
 * (performance budget; on a slow phone each half is a blocking task of its own, not one of a second).
 * Every row is in the page a moment later, so the browser's find and a screen reader read the whole
 * page. Rows already drawn are never held back: ticking a row, or taking one off the page, draws
 * the page whole in one pass.
 */
export function useFirstScreenful<Row>(
  rows: readonly Row[],
  getRowId: (row: Row) => string,
): readonly Row[] {
  const [drawn, setDrawn] = useState<ReadonlySet<string>>(NONE);
  const drawnNow = (row: Row, index: number) => index < FIRST_SCREENFUL || drawn.has(getRowId(row));
  const held = !rows.every(drawnNow);
  useEffect(() => {
    if (held) startTransition(() => setDrawn(new Set(rows.map(getRowId))));
  }, [held, rows, getRowId]);
  // A row new to the view waits; the rows around it stay where they are (a list's page that pulls a
  // company in from the next page after a removal keeps all the rows the person was reading).
  return held ? rows.filter(drawnNow) : rows;
}
