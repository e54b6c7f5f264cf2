// A part of a screen whose code loads only when it is first shown, or earlier when the browser is
// idle (`preload`): results, alerts and confirmations appear after an interaction, so their code
// need not weigh on the first paint (performance budget, decision 011).
import { Suspense, type ComponentType } from 'react';
import { lazyFrom, loader } from './loader';

/** A lazily loaded component plus a way to start its download ahead of need. */
export type LazyPart<P extends object> = ComponentType<P> & {
  preload: () => Promise<unknown>;
  /** The bare lazy component, for callers that bring their own Suspense fallback. */
  Lazy: ComponentType<P>;
};

/** Wraps a dynamic import of a component; it renders nothing until its code has arrived. */
export function lazyPart<P extends object>(load: () => Promise<ComponentType<P>>): LazyPart<P> {
  const preload = loader(() => load().then((component) => ({ default: component })));
  const Loaded = lazyFrom(preload) as unknown as ComponentType<P>;
  // Always the same element tree, so the part never remounts (and never loses focus) once loaded.
  function Part(props: P) {
    return (
      <Suspense fallback={null}>
        <Loaded {...props} />
      </Suspense>
    );
  }
  return Object.assign(Part, { preload, Lazy: Loaded });
}
