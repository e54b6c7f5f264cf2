// The virtualised option list (TanStack Virtual and the rows) loads on demand (decision 011): on the
// field's focus or pointerenter, or when the browser is first idle, so a user never waits for it.
import { useEffect, type ReactNode } from 'react';
import { whenIdle } from '../../on-demand/idle';
import { loader, useLoaded, warm } from '../../on-demand/loader';
import type { VirtualOptionsProps } from './VirtualOptions';

/** The component that renders the visible rows of the listbox. */
export type VirtualOptionsComponent = (props: VirtualOptionsProps) => ReactNode;

const optionList = loader<VirtualOptionsComponent>(() =>
  import('./VirtualOptions').then((module) => module.VirtualOptions),
);

/** Starts loading the option list (once); safe to call on every focus or pointerenter. */
export function preloadOptionList(): void {
  void warm(optionList);
}

/** The option list once loaded, or undefined; it does not start the load itself. */
export function useOptionList(): VirtualOptionsComponent | undefined {
  return useLoaded(optionList);
}

/** Loads the option list when the browser is first idle after the picker renders. */
export function usePreloadWhenIdle(): void {
  useEffect(() => (optionList.ready ? undefined : whenIdle(preloadOptionList)), []);
}
