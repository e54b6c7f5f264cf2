// The "Fechar" (X) of a notice a screen shows in its flow (a failure, what "Não contatar" did): one
// look and one accessible name for every notice that can be closed.
import { X } from 'lucide-react';
import styles from './DismissButton.module.css';

/** Props of {@link DismissButton}. */
export interface DismissButtonProps {
  onDismiss: () => void;
}

/** A small icon button named "Fechar". */
export function DismissButton({ onDismiss }: DismissButtonProps) {
  return (
    <button type="button" className={styles.dismiss} aria-label="Fechar" onClick={onDismiss}>
      <X size={16} aria-hidden="true" />
    </button>
  );
}
