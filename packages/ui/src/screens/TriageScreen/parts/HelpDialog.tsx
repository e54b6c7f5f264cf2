// The help (?): every key and its action, listed from the domain's one declaration of the keys, so
// the help cannot list a key the handler does not run (decision 074).
import { triageHelpRows, triageKey } from '@cnpj/domain';
import { Dialog } from '../../../components/Dialog';
import styles from './parts.module.css';

/** Props of {@link HelpDialog}. */
export interface HelpDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** "Atalhos do teclado": the keys and what each does. */
export function HelpDialog({ open, onOpenChange }: HelpDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={triageKey('help').label}>
      <dl className={styles.keys}>
        {triageHelpRows().map((row) => (
          <div key={row.action} className={styles.keyRow}>
            <dt>
              <kbd className={styles.kbd}>{row.keys}</kbd>
            </dt>
            <dd>{row.label}</dd>
          </div>
        ))}
      </dl>
    </Dialog>
  );
}
