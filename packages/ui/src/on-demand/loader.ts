// Heavy libraries load on demand, through this one module (decision 063): the masks (imask), the
// sanitiser (DOMPurify), the pickers' virtualised option list, Firebase Auth and its popup resolver.
// Routes split with React.lazy in the app; a component whose code is a heavy library (the calendar,
// the charts, the popups over Radix's popper) uses React.lazy too. Nothing else is lazy.
import { startTransition, useEffect, useState } from 'react';

/** Loads a value once (forgetting failures, so the next call retries) and remembers it. */
export interface Loader<T> {
  (): Promise<T>;
  /** The value, once it has arrived. */
  readonly ready: T | undefined;
  /** Calls `onReady` when the value arrives; returns the unsubscribe function. */
  subscribe(onReady: () => void): () => void;
}

/** Wraps a dynamic import of a heavy library into a {@link Loader}. */
export function loader<T>(load: () => Promise<T>): Loader<T> {
  let loading: Promise<T> | undefined;
  let ready: T | undefined;
  const listeners = new Set<() => void>();
  const run = () =>
    (loading ??= load().then(
      (value) => {
        ready = value;
        for (const listener of listeners) listener();
        return value;
      },
      (failure: unknown) => {
        loading = undefined;
        throw failure;
      },
    ));
  const subscribe = (onReady: () => void) => {
    listeners.add(onReady);
    return () => void listeners.delete(onReady);
  };
  return Object.defineProperties(run, {
    ready: { get: () => ready },
    subscribe: { value: subscribe },
  }) as Loader<T>;
}

/**
 * The loader's value, or undefined until it arrives. The first component that needs it starts the
 * load; a failed load leaves the caller in its interim state (plain text, a busy list) until a later
 * mount tries again. The arrival re-renders as a transition: React renders every component that was
 * waiting in slices of a few milliseconds (the page's texts sanitised, its tooltips wired), and a
 * key or tap in between is answered first.
 */
export function useLoaded<T>(load: Loader<T>): T | undefined {
  const [value, setValue] = useState(() => load.ready);
  useEffect(() => {
    // As an updater: the value may itself be a function (a component).
    const take = () => startTransition(() => setValue(() => load.ready));
    const stop = load.subscribe(take);
    if (load.ready === undefined) load().catch(() => undefined);
    else take();
    return stop;
  }, [load]);
  return value;
}
