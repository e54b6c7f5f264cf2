// The toggletip's Radix code (with the popper under it) loads when the browser is first idle, not
// with the first paint (performance budget, decision 011). A press that comes earlier is not lost:
// it loads the code and the explanation opens as it arrives.
import { Suspense, useState } from 'react';
import { useWarmWhenIdle } from '../../on-demand/idle';
import { lazyPart } from '../../on-demand/lazy-part';
import type { ToggletipProps } from './RadixToggletip';
import styles from './Tooltip.module.css';

export type { ToggletipProps } from './RadixToggletip';

const Loaded = lazyPart(() => import('./RadixToggletip').then((module) => module.RadixToggletip));

/** Loads the toggletip's code now (stories and tests await it before pressing). */
export const preloadToggletip = () => Loaded.preload();

/**
 * An explanation opened by a click, a tap or Enter, closed by Escape (docs/product.md#layout, the
 * header's update-date badges); a mouse resting on the trigger shows it too.
 */
export function Toggletip(props: ToggletipProps) {
  useWarmWhenIdle(preloadToggletip);
  const [pressedEarly, setPressedEarly] = useState(false);
  const early = (
    <span
      className={styles.early}
      onClick={() => {
        setPressedEarly(true);
        void preloadToggletip();
      }}
    >
      {props.children}
    </span>
  );
  return (
    <Suspense fallback={early}>
      <Loaded.Lazy {...props} defaultOpen={props.defaultOpen || pressedEarly} />
    </Suspense>
  );
}
