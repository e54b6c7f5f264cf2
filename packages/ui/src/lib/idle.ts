// Deferring work to idle time keeps it out of the first paint (issue 9).
import { useEffect } from 'react';
import { warm } from './loader';

/** Runs `work` when the browser is next idle (or soon, without requestIdleCallback); returns a cancel. */
export function whenIdle(work: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(work, { timeout: 2000 });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(work, 200);
  return () => clearTimeout(id);
}

/** Warms a load when the browser is first idle after mount (failures are left to the real use). */
export function useWarmWhenIdle(load: () => Promise<unknown>): void {
  useEffect(() => whenIdle(() => void warm(load)), [load]);
}
