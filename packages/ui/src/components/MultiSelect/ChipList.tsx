import { X } from 'lucide-react';
import type { MultiSelectOption } from './filter';
import styles from './MultiSelect.module.css';

/** Props of {@link ChipList}. */
export interface ChipListProps {
  /** Names the list, e.g. "Municípios: 3 selecionados". */
  label: string;
  options: readonly MultiSelectOption[];
  disabled?: boolean;
  onRemove: (value: string) => void;
}

/** The selected options as chips, each with a "Remover <nome>" button. */
export function ChipList({ label, options, disabled, onRemove }: ChipListProps) {
  if (options.length === 0) return null;
  return (
    <ul className={styles.chips} aria-label={label}>
      {options.map((option) => (
        <li key={option.value} className={styles.chip}>
          <span className={styles.chipLabel}>{option.label}</span>
          <button
            type="button"
            className={styles.chipRemove}
            aria-label={`Remover ${option.label}`}
            disabled={disabled}
            onClick={() => onRemove(option.value)}
          >
            <X aria-hidden="true" size={14} />
          </button>
        </li>
      ))}
    </ul>
  );
}
