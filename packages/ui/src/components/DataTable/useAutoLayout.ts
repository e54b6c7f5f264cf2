import { startTransition, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { breakpoints } from '../../tokens';
import type { DataTableLayout } from './types';

/** Below this container width rows become cards (docs/product.md#screens-and-routes: a table on wide screens, cards on narrow). */
const CARDS_BELOW = breakpoints.md;

/**
 * Up to this many rows are drawn with the measure, in the same task: a handful costs little and keeps
 * a short table (a company's partners, its linked companies) whole from its first frame. Pages of
 * results (50 rows) are what made one blocking task of about a second.
 */
const DRAWN_AT_ONCE = 10;

/** The layout rows are drawn in, or null while an 'auto' container has not been measured yet. */
export type ResolvedLayout = 'table' | 'cards' | null;

/**
 * Resolves 'auto' from the container's own width (not the viewport), so a table inside a narrow panel
 * becomes cards too. Only the chosen layout is rendered, keeping the DOM to one copy of the rows.
 * Until the first measure the answer is null and the caller draws no rows: measuring the empty
 * container is cheap, whereas guessing "table" made a phone lay out 50 table rows, force that layout
 * to read the width, then throw it away for 50 cards (performance budget: most of the search page's TBT).
 * For a long table the answer lands as a transition: set from a layout effect it would draw every
 * row in the same blocking task as the commit before it (a second long task on the list page); as a
 * transition React draws the rows in slices of a few milliseconds, answering a tap in between.
 */
export function useAutoLayout(
  ref: RefObject<HTMLElement | null>,
  layout: DataTableLayout,
  rowCount: number,
): ResolvedLayout {
  const [narrow, setNarrow] = useState<boolean | null>(null);
  const rows = useRef(rowCount);
  rows.current = rowCount;
  useLayoutEffect(() => {
    const element = ref.current;
    if (layout !== 'auto' || !element) return;
    const update = (width: number) => {
      const set = () => setNarrow(width < CARDS_BELOW);
      if (rows.current > DRAWN_AT_ONCE) startTransition(set);
      else set();
    };
    update(element.getBoundingClientRect().width);
    const observer = new ResizeObserver(([entry]) => {
      if (entry) update(entry.contentRect.width);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, layout]);
  if (layout !== 'auto') return layout;
  if (narrow === null) return null;
  return narrow ? 'cards' : 'table';
}
