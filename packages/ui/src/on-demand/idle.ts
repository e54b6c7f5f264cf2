// Deferring work to idle time keeps it out of the first paint (performance budget).
import { useEffect } from 'react';
import { warm } from './loader';

/** Runs `work` when the browser is next idle (or soon, without requestIdleCallback); returns a cancel. */
export function whenIdle(work: (deadline?: IdleDeadline) => void): () => void {
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
 * `hasTime()` is false, so no single idle task grows long (performance budget: keying 1,350 CNAEs at once was
 * a 70 ms task at 4x CPU). Returns a cancel.
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

/** Warms a load when the browser is first idle after mount (failures are left to the real use). */
export function useWarmWhenIdle(load: () => Promise<unknown>): void {
  useEffect(() => whenIdle(() => void warm(load)), [load]);
}

/**
 * Starts `start` in a task after the current one, not when the browser is idle: for downloads that
 * must begin at once but not all in one task. Each import() inserts its chunks' preload links (a
 * module fetch, CSP checks and, for a style sheet, a style update each); a page's entry starting its
 * router, layout, page and reads together made one task of about 350 ms at 4x CPU (performance
 * budget: Total Blocking Time). Tasks run in the order they were asked for.
 */
export function inNextTask<T>(start: () => Promise<T>): Promise<T> {
  return new Promise<void>((resolve) => setTimeout(resolve, 0)).then(start);
}

/**
 * Starts each load in a task of its own, the first now (see {@link inNextTask}): warming a screen's
 * parts together inserted every part's preload links in one idle callback of about 100 ms at 4x CPU.
 */
export function startInTurn(loads: readonly (() => Promise<unknown>)[]): Promise<unknown[]> {
  return Promise.all(loads.map((load, index) => (index === 0 ? load() : inNextTask(load))));
}
