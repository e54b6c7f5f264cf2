import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/Button';
import { Dialog } from '../../../components/Dialog';
import { TextField } from '../../../components/TextField';
import type { CreateListState } from '../types';
import styles from './parts.module.css';

/** Props of {@link CreateListDialog}. */
export interface CreateListDialogProps {
  state: CreateListState;
  onCancel: () => void;
  /** The trimmed, non-blank name. */
  onCreate: (descricao: string) => void;
}

/** Names a new list; docs/product.md#validation: the create button stays disabled while the name is blank. */
export function CreateListDialog({ state, onCancel, onCreate }: CreateListDialogProps) {
  const [name, setName] = useState('');
  const blank = name.trim() === '';

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!blank && state.kind !== 'busy') onCreate(name.trim());
  }

  return (
    <Dialog
      open={state.kind !== 'closed'}
      onOpenChange={(open) => {
        if (!open) {
          setName('');
          onCancel();
        }
      }}
      title="Nova lista"
    >
      <form onSubmit={submit}>
        <TextField
          label="Nome da lista"
          value={name}
          maxLength={120}
          required
          error={state.kind === 'error' ? state.message : undefined}
          onChange={(event) => setName(event.target.value)}
        />
        <p className={styles.dialogFooter}>
          <Button
            type="submit"
            disabled={blank}
            busy={state.kind === 'busy'}
            busyLabel="Criando..."
          >
            Criar lista
          </Button>
        </p>
      </form>
    </Dialog>
  );
}
