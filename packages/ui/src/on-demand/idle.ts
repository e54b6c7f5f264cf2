// CPU work nobody waits for, run in the browser's idle periods in short steps (decision 015): the
// pickers key their 1,350 CNAEs this way, so the first keystroke finds them keyed.

/** Runs `work` when the browser is next idle (or soon, without requestIdleCallback); returns a cancel. */
function whenIdle(work: (deadline?: IdleDeadline) => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(work, { timeout: 2000 });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(() => work(), 200);
  return () => clearTimeout(id);
}

/** Tells a step of idle work whether it may go on (the browser's idle period is not over). */
export type HasTime = () => boolean;

/** Budget of one step where the browser has no requestIdleCallback. */
const FALLBACK_STEP_MS = 5;

/**
 * Runs `step` in idle periods until it returns true (done); each call should stop as soon as
 * `hasTime()` is false, so no single idle task grows long (keying 1,350 CNAEs at once was a 70 ms
 * task at 4x CPU). Returns a cancel.
 */
export function whenIdleInSteps(step: (hasTime: HasTime) => boolean): () => void {
  let cancel = () => undefined as void;
  const schedule = () => {
    cancel = whenIdle(run);
  };
  function run(deadline?: IdleDeadline) {
    const end = performance.now() + FALLBACK_STEP_MS;
    const hasTime: HasTime = deadline
      ? () => deadline.didTimeout || deadline.timeRemaining() > 1
      : () => performance.now() < end;
    if (!step(hasTime)) schedule();
  }
  schedule();
  return () => cancel();
}
