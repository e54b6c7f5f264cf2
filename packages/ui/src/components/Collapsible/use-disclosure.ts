import { useId } from 'react';
import { useToggle } from '../../lib/use-toggle';

/** Options of {@link useDisclosure}: controlled (`open`) or uncontrolled (`defaultOpen`). */
export interface DisclosureOptions {
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
}

/** What {@link useDisclosure} returns: the state and the props of the toggle button and region. */
export interface Disclosure {
  open: boolean;
  triggerProps: {
    type: 'button';
    'aria-controls': string;
    'aria-expanded': boolean;
    'data-state': 'open' | 'closed';
    onClick: () => void;
  };
  contentProps: { id: string; hidden: boolean; 'data-state': 'open' | 'closed' };
}

/**
 * A disclosure (button with aria-expanded + region) with the same markup as Radix Collapsible, without
 * its animation support: Radix's Presence reads getComputedStyle and measures the region with
 * getBoundingClientRect as it mounts, forcing a style recalc and a layout in the middle of the search
 * page's first render (performance budget, TBT), and no disclosure of the kit animates.
 */
export function useDisclosure({
  open: controlled,
  defaultOpen = false,
  onOpenChange,
}: DisclosureOptions): Disclosure {
  const contentId = useId();
  const [open, toggle] = useToggle(controlled, defaultOpen, onOpenChange);
  const state = open ? 'open' : 'closed';
  return {
    open,
    triggerProps: {
      type: 'button',
      'aria-controls': contentId,
      'aria-expanded': open,
      'data-state': state,
      onClick: toggle,
    },
    contentProps: { id: contentId, hidden: !open, 'data-state': state },
  };
}
