// The modal's states, apart from its component so its parts can name them without importing it.
import type { Lista } from './parts/ChooseList';

/** What the modal shows (docs/product.md#states-and-transitions "Add-to-list modal"). */
export type AddToListState =
  | { kind: 'loading' }
  | { kind: 'loadFailed' }
  | { kind: 'freePlan' }
  | { kind: 'ready'; lists: readonly Lista[] }
  /** The add succeeded: the success message shows and the modal closes itself after 2 s. */
  | { kind: 'added' };

/** Choose an existing list, or create a new one. */
export type AddToListMode = 'choose' | 'create';

/** What the dialog says after an add or a create: a failure of docs/product.md#errors, or a success note. */
export interface AddToListMessage {
  tone: 'error' | 'success';
  text: string;
}
