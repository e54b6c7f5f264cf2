import { useEffect, useRef } from 'react';

/** docs/product.md#states-and-transitions, #limits-and-constants: after a successful add the modal closes itself after 2 s. */
export const AUTO_CLOSE_MS = 2000;

/** Calls `onAutoClose` once, 2 s after `active` turns true; cancelled if it turns false or unmounts. */
export function useAutoClose(active: boolean, onAutoClose: () => void) {
  // The latest callback, so a parent re-render does not restart the 2 s.
  const callback = useRef(onAutoClose);
  useEffect(() => {
    callback.current = onAutoClose;
  });
  useEffect(() => {
    if (!active) return undefined;
    const timer = window.setTimeout(() => callback.current(), AUTO_CLOSE_MS);
    return () => window.clearTimeout(timer);
  }, [active]);
}
