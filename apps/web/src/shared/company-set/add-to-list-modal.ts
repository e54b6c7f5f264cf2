// The add-to-list modal's state and its transitions (docs/product.md#states-and-transitions, #errors), as plain functions of the state.
// Types and texts only, from their own modules: the dialog's code loads on demand (decision 011).
import { isFreePlanRefusal } from '@cnpj/domain';
import type {
  AddToListMessage,
  AddToListMode,
  AddToListState,
  Lista,
} from '@cnpj/ui/screens/AddToListDialog';
import { CREATED_MESSAGE } from '@cnpj/ui/screens/AddToListDialog/messages';

/** Everything the modal shows. */
export interface Modal {
  open: boolean;
  /** The companies being added. */
  cnpjs: readonly string[];
  state: AddToListState;
  mode: AddToListMode;
  selectedListId: number | null;
  busy: boolean;
  /** What the last add or create said: its failure, or the list created. */
  message: AddToListMessage | null;
}

/** Closed, with nothing chosen and no message (docs/product.md#states-and-transitions: opening starts from here). */
export const CLOSED: Modal = {
  open: false,
  cnpjs: [],
  state: { kind: 'loading' },
  mode: 'choose',
  selectedListId: null,
  busy: false,
  message: null,
};

const listsOf = (state: AddToListState): readonly Lista[] =>
  state.kind === 'ready' ? state.lists : [];

/** docs/product.md#states-and-transitions: the created list is appended and selected, back in choose mode. */
export function withCreatedList(current: Modal, created: Lista): Modal {
  return {
    ...current,
    busy: false,
    mode: 'choose',
    selectedListId: created.id,
    message: { tone: 'success', text: CREATED_MESSAGE },
    state: { kind: 'ready', lists: [...listsOf(current.state), created] },
  };
}

/** A failed add or create: the docs/product.md#errors message, or the free-plan notice when the server refused it. */
export function afterFailure(error: unknown, message: string): Partial<Modal> {
  return isFreePlanRefusal(error)
    ? { busy: false, state: { kind: 'freePlan' } }
    : { busy: false, message: { tone: 'error', text: message } };
}
