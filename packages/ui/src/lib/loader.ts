// Lazy components that render in the same pass once their code has arrived (issue 9).
//
// React.lazy suspends on first render even when the module is already loaded (the import promise
// settles a microtask later), and React holds a revealed Suspense fallback for up to 300 ms before
// swapping in the content. Code warmed ahead of need (a deep link's layout and page, a screen part
// preloaded when idle) would still pay that wait. A loader remembers its module; `lazyFrom` hands
// React.lazy a thenable that calls back at once when the module is there, which React reads
// synchronously, so nothing suspends.
import { lazy, type ComponentType } from 'react';

/** A module with a default export, as React.lazy expects. */
export interface DefaultModule<T> {
  default: T;
}

/** Loads a module once (forgetting failures, so the next call retries) and remembers it. */
export interface Loader<T> {
  (): Promise<DefaultModule<T>>;
  /** The module, once it has arrived. */
  readonly ready: DefaultModule<T> | undefined;
}

/** Wraps a dynamic import into a {@link Loader}. */
export function loader<T>(load: () => Promise<DefaultModule<T>>): Loader<T> {
  let loading: Promise<DefaultModule<T>> | undefined;
  let ready: DefaultModule<T> | undefined;
  const run = () =>
    (loading ??= load().then(
      (module) => (ready = module),
      (failure: unknown) => {
        loading = undefined;
        throw failure;
      },
    ));
  return Object.defineProperty(run, 'ready', { get: () => ready }) as Loader<T>;
}

/** A thenable that calls back at once: React.lazy reads its result in the same render. */
function settled<V>(value: V): Promise<V> {
  const thenable = { then: (onFulfilled: (result: V) => unknown) => onFulfilled(value) };
  return thenable as unknown as Promise<V>;
}

/** React.lazy over a loader; renders without suspending when the module has already arrived. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- React.lazy's own constraint
export function lazyFrom<T extends ComponentType<any>>(load: Loader<T>) {
  return lazy(() => {
    const module = load.ready;
    return module ? settled(module) : load();
  });
}
