// Heavy libraries load on demand, through this one module (decision 063): the masks (imask), the
// sanitiser (DOMPurify), the pickers' virtualised option list, Firebase Auth and its popup resolver.
// Routes split with React.lazy in the app; a component whose code is a heavy library (the calendar,
// the charts, the popups over Radix's popper) uses React.lazy too. Nothing else is lazy.
import { useEffect, useSyncExternalStore } from 'react';

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
 * The loader's value, or undefined until it arrives (the component re-renders then). The first
 * component that needs it starts the load; a failed load leaves the caller in its interim state
 * (plain text, a busy list) until a later mount tries again.
 */
export function useLoaded<T>(load: Loader<T>): T | undefined {
  const value = useSyncExternalStore(load.subscribe, () => load.ready);
  useEffect(() => {
    if (load.ready === undefined) load().catch(() => undefined);
  }, [load]);
  return value;
}
