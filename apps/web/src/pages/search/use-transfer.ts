// One long call at a time per action, with its progress for the screen and a way to stop it
// (docs/product.md#search "Long operations"). Leaving the page stops it too: nobody is left to receive it.
import type { TransferOptions, TransferProgress } from '@cnpj/api-client';
import { useCallback, useEffect, useRef, useState } from 'react';

/** A redraw per chunk would be hundreds for a large answer; ten a second reads as smooth. */
const REDRAW_EVERY_MS = 100;

/** The progress of the call under way (null: none), how to run one, and how to stop it. */
export function useTransfer() {
  const [progress, setProgress] = useState<TransferProgress | null>(null);
  const controller = useRef<AbortController | null>(null);
  useEffect(() => () => controller.current?.abort(), []);

  /** Runs `call` with a fresh signal; a call already under way is stopped first. Rejects when stopped. */
  const run = useCallback(async <T>(call: (options: TransferOptions) => Promise<T>): Promise<T> => {
    controller.current?.abort();
    const own = new AbortController();
    controller.current = own;
    let drawnAt = Number.NEGATIVE_INFINITY;
    setProgress({ received: 0, expected: null });
    const onProgress = (next: TransferProgress) => {
      const now = performance.now();
      if (now - drawnAt < REDRAW_EVERY_MS || own.signal.aborted) return;
      drawnAt = now;
      setProgress(next);
    };
    try {
      return await call({ signal: own.signal, onProgress });
    } finally {
      if (controller.current === own) {
        controller.current = null;
        setProgress(null);
      }
    }
  }, []);

  const cancel = useCallback(() => controller.current?.abort(), []);
  return { progress, run, cancel };
}
