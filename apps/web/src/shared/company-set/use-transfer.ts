// One long call at a time per action, with its progress for the screen and a way to stop it
// (docs/product.md#search "Long operations"). Leaving the page stops it too: nobody is left to receive it.
import type { TransferOptions, TransferProgress } from '@cnpj/api-client';
import { useEffect, useRef, useState } from 'react';

/** A redraw per chunk would be hundreds for a large answer; ten a second reads as smooth. */
const REDRAW_EVERY_MS = 100;

/** The progress of the call under way (null: none), how to run one, and how to stop it. */
export function useTransfer() {
  const [progress, setProgress] = useState<TransferProgress | null>(null);
  const controller = useRef<AbortController | null>(null);
  useEffect(() => () => controller.current?.abort(), []);

  /** Runs `call` with a fresh signal; a call already under way is stopped first. Rejects when stopped. */
  const run = async <T>(call: (options: TransferOptions) => Promise<T>): Promise<T> => {
    controller.current?.abort();
    const own = new AbortController();
    controller.current = own;
    let drawnAt = Number.NEGATIVE_INFINITY;
    let latest: TransferProgress | null = null;
    let later: ReturnType<typeof setTimeout> | undefined;
    const draw = (next: TransferProgress) => {
      drawnAt = performance.now();
      latest = null;
      setProgress(next);
    };
    setProgress({ received: 0, expected: null });
    const onProgress = (next: TransferProgress) => {
      if (own.signal.aborted) return;
      const wait = REDRAW_EVERY_MS - (performance.now() - drawnAt);
      if (wait <= 0) {
        clearTimeout(later);
        later = undefined;
        draw(next);
        return;
      }
      // A count that comes too soon is drawn when the interval ends: dropping it would leave the
      // panel behind for as long as the next chunk takes, all of a stalled transfer.
      latest = next;
      if (later !== undefined) return;
      later = setTimeout(() => {
        later = undefined;
        if (latest && !own.signal.aborted) draw(latest);
      }, wait);
    };
    return call({ signal: own.signal, onProgress }).finally(() => {
      clearTimeout(later);
      if (controller.current === own) {
        controller.current = null;
        setProgress(null);
      }
    });
  };

  const cancel = () => controller.current?.abort();
  return { progress, run, cancel };
}
