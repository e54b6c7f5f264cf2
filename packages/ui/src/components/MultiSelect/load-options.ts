// The virtualised option list (TanStack Virtual and the rows) loads on demand (decision 011): on the
// field's focus or pointerenter, or when the browser is first idle, so a user never waits for it.
import { useEffect, useState, type ReactNode } from 'react';
import { whenIdle } from '../../lib/idle';
import type { VirtualOptionsProps } from './VirtualOptions';

/** The component that renders the visible rows of the listbox. */
export type VirtualOptionsComponent = (props: VirtualOptionsProps) => ReactNode;

let loaded: VirtualOptionsComponent | undefined;
let loading: Promise<VirtualOptionsComponent> | undefined;
const listeners = new Set<(component: VirtualOptionsComponent) => void>();

/** Starts loading the option list (once); safe to call on every focus or pointerenter. */
export function preloadOptionList(): void {
  loading ??= import('./VirtualOptions').then(
    (module) => {
      loaded = module.VirtualOptions;
      for (const listener of listeners) listener(module.VirtualOptions);
      return module.VirtualOptions;
    },
    (error: unknown) => {
      // A failed chunk is forgotten, so the next focus tries again.
      loading = undefined;
      throw error;
    },
  );
  loading.catch(() => undefined);
}

/** The option list once loaded, or undefined; it does not start the load itself. */
export function useOptionList(): VirtualOptionsComponent | undefined {
  const [component, setComponent] = useState(() => loaded);
  useEffect(() => {
    if (component) return;
    if (loaded) return setComponent(() => loaded);
    const listener = (ready: VirtualOptionsComponent) => setComponent(() => ready);
    listeners.add(listener);
    return () => void listeners.delete(listener);
  }, [component]);
  return component;
}

/** Loads the option list when the browser is first idle after the picker renders. */
export function usePreloadWhenIdle(): void {
  useEffect(() => (loaded ? undefined : whenIdle(preloadOptionList)), []);
}
