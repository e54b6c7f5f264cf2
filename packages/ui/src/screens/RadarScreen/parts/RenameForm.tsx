import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/Button';
import { TextField } from '../../../components/TextField';
import { MONITOR_NAME_MAX, monitorNameError } from '../../shared/radar';
import styles from './MonitorItem.module.css';

/** Props of {@link RenameForm}. */
export interface RenameFormProps {
  current: string;
  /** Every monitor's name: another monitor's is refused, the monitor's own is kept. */
  takenNames: readonly string[];
  onRename: (name: string) => void;
  onCancel: () => void;
}

/** Renames a monitor in place, with the same name rule as "Monitorar no Radar". */
export function RenameForm({ current, takenNames, onRename, onCancel }: RenameFormProps) {
  const [name, setName] = useState(current);
  const [tried, setTried] = useState(false);
  const error = tried ? monitorNameError(name, takenNames, current) : null;

  function submit(event: FormEvent) {
    event.preventDefault();
    setTried(true);
    if (monitorNameError(name, takenNames, current) !== null) return;
    onRename(name.trim());
  }

  return (
    <form className={styles.rename} onSubmit={submit} noValidate>
      <TextField
        label="Novo nome do monitor"
        value={name}
        maxLength={MONITOR_NAME_MAX}
        error={error}
        onChange={(event) => setName(event.target.value)}
        autoFocus
      />
      <div className={styles.actions}>
        <Button type="submit" size="sm">
          Salvar nome
        </Button>
        <Button type="button" size="sm" variant="ghost" onClick={onCancel}>
          Cancelar
        </Button>
      </div>
    </form>
  );
}
