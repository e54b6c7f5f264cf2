import { useLayoutEffect, useState, type RefObject } from 'react';
import { breakpoints } from '../../../tokens/breakpoints';

/** How results are laid out; 'auto' follows the width of the results area. */
export type ResultsLayout = 'auto' | 'table' | 'cards';

/**
 * True when the element is narrower than the md breakpoint (SPEC §2: cards on narrow screens). The
 * element's own width is measured rather than the viewport's, so the screen adapts inside any layout
 * (side menu open or not) and a narrow story wrapper shows cards.
 */
export function useNarrowLayout(ref: RefObject<HTMLElement | null>, layout: ResultsLayout): boolean {
  const [narrow, setNarrow] = useState(layout === 'cards');

  useLayoutEffect(() => {
    if (layout !== 'auto') {
      setNarrow(layout === 'cards');
      return undefined;
    }
    const element = ref.current;
    if (!element) return undefined;
    const update = () => setNarrow(element.getBoundingClientRect().width < breakpoints.md);
    update();
    const observer = new ResizeObserver(update);
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, layout]);

  return narrow;
}
