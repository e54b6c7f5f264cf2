// The tooltip's Radix code (with the popper and floating-ui under it) loads when the browser is
// first idle, not with the first paint: until then the trigger shows without its tooltip
// (performance budget, decision 011).
import { Suspense } from 'react';
import { useWarmWhenIdle } from '../../on-demand/idle';
import { lazyPart } from '../../on-demand/lazy-part';
import type { TooltipProps } from './RadixTooltip';

export type { TooltipProps } from './RadixTooltip';

const Loaded = lazyPart(() => import('./RadixTooltip').then((module) => module.RadixTooltip));

/** Loads the tooltip's code now (stories and tests await it before hovering). */
export const preloadTooltip = () => Loaded.preload();

/**
 * A short explanation for a focusable element (Radix Tooltip: opens on hover and focus, Escape
 * closes). Carries its own provider so screens need no setup; e.g. the header's update-date badges.
 */
export function Tooltip(props: TooltipProps) {
  useWarmWhenIdle(preloadTooltip);
  return (
    <Suspense fallback={props.children}>
      <Loaded.Lazy {...props} />
    </Suspense>
  );
}
