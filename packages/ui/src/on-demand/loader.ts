// Code loaded on demand, once (decision 011): the sanitiser, the mask library, the pickers' option
// list, screen parts, and the app's router, layout and pages all load through `loader`.
//
// Lazy components render in the same pass once their code has arrived (performance budget). React.lazy
// suspends on first render even when the module is already loaded (the import promise settles a
// microtask later), and React holds a revealed Suspense fallback for up to 300 ms before swapping in
// the content. `lazyFrom` hands React.lazy a thenable that calls back at once when the module is
// there, which React reads synchronously, so warmed code never suspends.
import { lazy, useSyncExternalStore, type ComponentType } from 'react';

/** A module with a default export, as React.lazy expects. */
export interface DefaultModule<T> {
  default: T;
}

/** Loads a value once (forgetting failures, so the next call retries) and remembers it. */
export interface Loader<T> {
  (): Promise<T>;
  /** The value, once it has arrived. */
  readonly ready: T | undefined;
  /** Calls `onReady` when the value arrives; returns the unsubscribe function. */
  subscribe(onReady: () => void): () => void;
}

/** Wraps a dynamic import (or anything loaded once) into a {@link Loader}. */
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

/** Starts a load only to warm it: the real use reports failures, so this one ignores them. */
export function warm(load: () => Promise<unknown>): Promise<unknown> {
  return load().catch(() => undefined);
}

/** The loader's value, or undefined until it arrives (re-renders then); it does not start the load. */
export function useLoaded<T>(load: Loader<T>): T | undefined {
  return useSyncExternalStore(load.subscribe, () => load.ready);
}

/** A thenable that calls back at once: React.lazy reads its result in the same render. */
function settled<V>(value: V): Promise<V> {
  const thenable = { then: (onFulfilled: (result: V) => unknown) => onFulfilled(value) };
  return thenable as unknown as Promise<V>;
}

/** React.lazy over a loader; renders without suspending when the module has already arrived. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- React.lazy's own constraint
export function lazyFrom<T extends ComponentType<any>>(load: Loader<DefaultModule<T>>) {
  return lazy(() => {
    const module = load.ready;
    return module ? settled(module) : load();
  });
}
