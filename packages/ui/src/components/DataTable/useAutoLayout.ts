import { useLayoutEffect, useState, type RefObject } from 'react';
import { breakpoints } from '../../tokens';
import type { DataTableLayout } from './types';

/** Below this container width rows become cards (SPEC §2: a table on wide screens, cards on narrow). */
const CARDS_BELOW = breakpoints.md;

/**
 * Resolves 'auto' from the container's own width (not the viewport), so a table inside a narrow panel
 * becomes cards too. Only the chosen layout is rendered, keeping the DOM to one copy of the rows.
 */
export function useAutoLayout(
  ref: RefObject<HTMLElement | null>,
  layout: DataTableLayout,
): 'table' | 'cards' {
  const [narrow, setNarrow] = useState(false);
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
  return narrow ? 'cards' : 'table';
}
