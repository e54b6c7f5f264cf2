// Shared by the modal's stories: spied default args and a wrapper that holds mode and selection in
// state (as the app will), so clicks behave for real while the spies record each intent.
import { useState } from 'react';
import { fn } from 'storybook/test';
import { AddToListDialog, type AddToListDialogProps } from './AddToListDialog';

/** Three saved lists. */
export const storyLists = [
  { id: 11, descricao: 'Padarias de São Paulo' },
  { id: 12, descricao: 'Restaurantes - prospecção' },
  { id: 13, descricao: 'Clientes de software' },
];

/** Args every story starts from: open, lists loaded, choose mode, nothing selected. */
export const baseArgs: AddToListDialogProps = {
  open: true,
  onOpenChange: fn(),
  state: { kind: 'ready', lists: storyLists },
  count: 3,
  mode: 'choose',
  onModeChange: fn(),
  selectedListId: null,
  onSelectList: fn(),
  onAdd: fn(),
  onCreate: fn(),
  onAutoClose: fn(),
  onRetry: fn(),
  busy: false,
  message: null,
};

/** The modal with mode and selected list held in state, reporting to the args' spies. */
export function StatefulAddToListDialog(args: AddToListDialogProps) {
  const [mode, setMode] = useState(args.mode);
  const [selectedListId, setSelectedListId] = useState(args.selectedListId);
  return (
    <AddToListDialog
      {...args}
      mode={mode}
      onModeChange={(next) => {
        setMode(next);
        args.onModeChange(next);
      }}
      selectedListId={selectedListId}
      onSelectList={(id) => {
        setSelectedListId(id);
        args.onSelectList(id);
      }}
    />
  );
}
