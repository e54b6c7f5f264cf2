// A transfer's counts drawn at most ten times a second (docs/product.md#search "Long operations"): a
// redraw per chunk would be hundreds for a large answer; ten a second reads as smooth.
import type { TransferProgress } from '@cnpj/api-client';

const REDRAW_EVERY_MS = 100;

/**
 * The `onProgress` to give a transfer: each count is drawn through `draw`, unless one was drawn less
 * than 100 ms ago; then the latest is drawn when the interval ends. Nothing is drawn once `signal`
 * aborts. `stop` clears a draw still waiting.
 */
export function throttledProgress(signal: AbortSignal, draw: (progress: TransferProgress) => void) {
  let drawnAt = Number.NEGATIVE_INFINITY;
  let latest: TransferProgress | null = null;
  let later: ReturnType<typeof setTimeout> | undefined;
  const drawNow = (next: TransferProgress) => {
    drawnAt = performance.now();
    latest = null;
    draw(next);
  };
  const onProgress = (next: TransferProgress) => {
    if (signal.aborted) return;
    const wait = REDRAW_EVERY_MS - (performance.now() - drawnAt);
    if (wait <= 0) {
      clearTimeout(later);
      later = undefined;
      drawNow(next);
      return;
    }
    // A count that comes too soon is drawn when the interval ends: dropping it would leave the
    // panel behind for as long as the next chunk takes, all of a stalled transfer.
    latest = next;
    if (later !== undefined) return;
    later = setTimeout(() => {
      later = undefined;
      if (latest && !signal.aborted) drawNow(latest);
    }, wait);
  };
  return { onProgress, stop: () => clearTimeout(later) };
}
