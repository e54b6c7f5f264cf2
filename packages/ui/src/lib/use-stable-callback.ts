// A handler that keeps one identity for the component's life and always runs the latest render's
// code: what a memoised child needs, so a parent that redraws often (the search screen redraws on
// each step of a search) does not redraw it too.
import { useCallback, useLayoutEffect, useRef } from 'react';

/**
 * `handler`, stable across renders. For event handlers only: called during render it would run the
 * previous render's code (the latest is installed when the render commits).
 */
export function useStableCallback<Args extends unknown[], Result>(
  handler: (...args: Args) => Result,
): (...args: Args) => Result {
  const latest = useRef(handler);
  useLayoutEffect(() => {
    latest.current = handler;
  });
  return useCallback((...args: Args) => latest.current(...args), []);
}
