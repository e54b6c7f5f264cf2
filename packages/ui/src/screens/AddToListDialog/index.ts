export { AddToListDialog, type AddToListDialogProps, type Lista } from './AddToListDialog';
export type { AddToListMessage, AddToListMode, AddToListState } from './types';
export { AUTO_CLOSE_MS } from './parts/useAutoClose';
export * from './messages';
