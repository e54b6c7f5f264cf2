// The virtualised option list (TanStack Virtual and the rows) is a heavy library loaded on demand
// (decision 063): the first picker on the page starts the load, and a focus or a pointer on a
// picker asks again, so a failed download is tried again before the user opens the list.
import type { ReactNode } from 'react';
import { loader, useLoaded } from '../../on-demand/loader';
import type { VirtualOptionsProps } from './VirtualOptions';

/** The component that renders the visible rows of the listbox. */
export type VirtualOptionsComponent = (props: VirtualOptionsProps) => ReactNode;

const optionList = loader<VirtualOptionsComponent>(() =>
  import('./VirtualOptions').then((module) => module.VirtualOptions),
);

/** Starts loading the option list (once); safe to call on every focus or pointerenter. */
export function preloadOptionList(): void {
  optionList().catch(() => undefined);
}

/** The option list once loaded, or undefined; the first picker to ask starts the load. */
export function useOptionList(): VirtualOptionsComponent | undefined {
  return useLoaded(optionList);
}
