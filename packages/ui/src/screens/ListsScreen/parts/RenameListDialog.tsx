import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/Button';
import { Dialog } from '../../../components/Dialog';
import { TextField } from '../../../components/TextField';
import type { Lista, RenameListState } from '../types';
import styles from './parts.module.css';

/** Props of {@link RenameListDialog}. */
export interface RenameListDialogProps {
  state: RenameListState;
  onCancel: () => void;
  /** The list and its trimmed, non-blank new name. */
  onRename: (listId: number, descricao: string) => void;
}

/** The name field, filled with the list's name; remounted per list so it starts from that name. */
function RenameForm({
  list,
  state,
  onRename,
}: {
  list: Lista;
  state: Exclude<RenameListState, { kind: 'closed' }>;
  onRename: RenameListDialogProps['onRename'];
}) {
  const [name, setName] = useState(list.descricao);
  const unchanged = name.trim() === '' || name.trim() === list.descricao;

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!unchanged && state.kind !== 'busy') onRename(list.id, name.trim());
  }

  return (
    <form onSubmit={submit}>
      <TextField
        label="Novo nome"
        value={name}
        maxLength={120}
        required
        error={state.kind === 'error' ? state.message : undefined}
        onChange={(event) => setName(event.target.value)}
      />
      <p className={styles.dialogFooter}>
        <Button
          type="submit"
          disabled={unchanged}
          busy={state.kind === 'busy'}
          busyLabel="Salvando..."
        >
          Salvar nome
        </Button>
      </p>
    </form>
  );
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
        <RenameForm key={state.list.id} list={state.list} state={state} onRename={onRename} />
      )}
    </Dialog>
  );
}
