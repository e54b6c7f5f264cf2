import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/Button';
import { TextField } from '../../../components/TextField';
import styles from './parts.module.css';

/** Props of {@link ListNameForm}. */
export interface ListNameFormProps {
  /** The name the field starts with ('' for a new list). */
  initialName: string;
  label: string;
  submitLabel: string;
  busyLabel: string;
  busy: boolean;
  error?: string;
  /** The trimmed name, never blank and never the one the field started with. */
  onSubmit: (descricao: string) => void;
}

/**
 * A list's name, new or changed: the same field and rule for both (docs/product.md#validation): the
 * button stays disabled while the name is blank or unchanged.
 */
export function ListNameForm({
  initialName,
  label,
  submitLabel,
  busyLabel,
  busy,
  error,
  onSubmit,
}: ListNameFormProps) {
  const [name, setName] = useState(initialName);
  const trimmed = name.trim();
  const unusable = trimmed === '' || trimmed === initialName;

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!unusable && !busy) onSubmit(trimmed);
  }

  return (
    <form onSubmit={submit}>
      <TextField
        label={label}
        value={name}
        maxLength={120}
        required
        error={error}
        onChange={(event) => setName(event.target.value)}
      />
      <p className={styles.dialogFooter}>
        <Button type="submit" disabled={unusable} busy={busy} busyLabel={busyLabel}>
          {submitLabel}
        </Button>
      </p>
    </form>
  );
}
