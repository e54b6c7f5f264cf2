import { useState, type FormEvent } from 'react';
import { TextField } from '../../../components/TextField';
import { BLANK_LIST_NAME_MESSAGE } from '@cnpj/domain';

/** Props of {@link CreateList}. */
export interface CreateListProps {
  formId: string;
  /** The typed name (controlled, so the footer can disable "Criar lista" while it is blank). */
  name: string;
  onNameChange: (name: string) => void;
  onCreate: (name: string) => void;
  busy: boolean;
}

/** Create-new mode (docs/product.md#states-and-transitions, #validation): a name field; a blank name is refused with its product message. */
export function CreateList({ formId, name, onNameChange, onCreate, busy }: CreateListProps) {
  const [touched, setTouched] = useState(false);
  const blank = name.trim() === '';

  function submit(event: FormEvent) {
    event.preventDefault();
    setTouched(true);
    if (!blank && !busy) onCreate(name.trim());
  }

  return (
    <form id={formId} onSubmit={submit} noValidate>
      <TextField
        label="Nome da lista"
        value={name}
        autoFocus
        required
        maxLength={120}
        disabled={busy}
        error={touched && blank ? BLANK_LIST_NAME_MESSAGE : undefined}
        onChange={(event) => {
          setTouched(true);
          onNameChange(event.target.value);
        }}
      />
    </form>
  );
}
