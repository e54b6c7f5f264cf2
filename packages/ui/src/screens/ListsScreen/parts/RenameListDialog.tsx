import { Dialog } from '../../../components/Dialog';
import type { RenameListState } from '../types';
import { ListNameForm } from './ListNameForm';

/** Props of {@link RenameListDialog}. */
export interface RenameListDialogProps {
  state: RenameListState;
  onCancel: () => void;
  /** The list and its trimmed, non-blank new name. */
  onRename: (listId: number, descricao: string) => void;
}

/** docs/product.md#my-lists: renames a list; the same rule as a new list's name (docs/product.md#validation). */
export function RenameListDialog({ state, onCancel, onRename }: RenameListDialogProps) {
  return (
    <Dialog
      open={state.kind !== 'closed'}
      onOpenChange={(open) => {
        if (!open) onCancel();
      }}
      title="Renomear lista"
      description={state.kind === 'closed' ? undefined : `Nome atual: ${state.list.descricao}`}
    >
      {state.kind !== 'closed' && (
        // Remounted per list, so the field starts from that list's name.
        <ListNameForm
          key={state.list.id}
          initialName={state.list.descricao}
          label="Novo nome"
          submitLabel="Salvar nome"
          busyLabel="Salvando..."
          busy={state.kind === 'busy'}
          error={state.kind === 'error' ? state.message : undefined}
          onSubmit={(descricao) => onRename(state.list.id, descricao)}
        />
      )}
    </Dialog>
  );
}
