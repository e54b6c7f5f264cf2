import { Dialog } from '../../../components/Dialog';
import type { CreateListState } from '../types';
import { ListNameForm } from './ListNameForm';

/** Props of {@link CreateListDialog}. */
export interface CreateListDialogProps {
  state: CreateListState;
  onCancel: () => void;
  /** The trimmed, non-blank name. */
  onCreate: (descricao: string) => void;
}

/**
 * Names a new list; docs/product.md#validation: the create button stays disabled while the name is
 * blank. The form mounts with the dialog, so a cancelled name is gone the next time it opens.
 */
export function CreateListDialog({ state, onCancel, onCreate }: CreateListDialogProps) {
  return (
    <Dialog
      open={state.kind !== 'closed'}
      onOpenChange={(open) => {
        if (!open) onCancel();
      }}
      title="Nova lista"
    >
      {state.kind !== 'closed' && (
        <ListNameForm
          initialName=""
          label="Nome da lista"
          submitLabel="Criar lista"
          busyLabel="Criando..."
          busy={state.kind === 'busy'}
          error={state.kind === 'error' ? state.message : undefined}
          onSubmit={onCreate}
        />
      )}
    </Dialog>
  );
}
