export {
  AddToListDialog,
  type AddToListDialogProps,
  type AddToListMode,
  type AddToListState,
  type Lista,
} from './AddToListDialog';
export { AUTO_CLOSE_MS } from './parts/useAutoClose';
export * from './messages';
