import { useLayoutEffect, useState, type RefObject } from 'react';
import { breakpoints } from '../../tokens';
import type { DataTableLayout } from './types';

/** Below this container width rows become cards (docs/product.md#screens-and-routes: a table on wide screens, cards on narrow). */
const CARDS_BELOW = breakpoints.md;

/** The layout rows are drawn in, or null while an 'auto' container has not been measured yet. */
export type ResolvedLayout = 'table' | 'cards' | null;

/**
 * Resolves 'auto' from the container's own width (not the viewport), so a table inside a narrow panel
 * becomes cards too. Only the chosen layout is rendered, keeping the DOM to one copy of the rows.
 * Until the first measure the answer is null and the caller draws no rows: measuring the empty
 * container is cheap, whereas guessing "table" made a phone lay out 50 table rows, force that layout
 * to read the width, then throw it away for 50 cards (performance budget: most of the search page's TBT).
 * The answer is drawn in the measure's own task: a view draws a screenful of rows at first
 * (`useFirstScreenful`), the rest in a transition of its own.
 */
export function useAutoLayout(
  ref: RefObject<HTMLElement | null>,
  layout: DataTableLayout,
): ResolvedLayout {
  const [narrow, setNarrow] = useState<boolean | null>(null);
  useLayoutEffect(() => {
    const element = ref.current;
    if (layout !== 'auto' || !element) return;
    const update = (width: number) => setNarrow(width < CARDS_BELOW);
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
