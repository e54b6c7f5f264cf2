// "Atalhos do teclado" (?), the one key help of the triage and of the tables of companies. Each
// screen hands it the rows its own key handler reads (the domain's triage keys, the grid's keys), so
// the help cannot list a key that does nothing there (decisions 074 and 077). Focus goes back, on
// closing, to where it was when the help opened: the triage's page or the grid's row.
import { Dialog } from '../../../components/Dialog';
import styles from './KeysHelpDialog.module.css';

/** One line of the help: the keys as read ("J, ↓ ou →") and what they do. */
export interface KeysHelpRow {
  keys: string;
  label: string;
}

/** Props of {@link KeysHelpDialog}. */
export interface KeysHelpDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The keys listed, in order; each row's keys are unique within the list. */
  rows: readonly KeysHelpRow[];
  /** The heading: the help key's own words, "Atalhos do teclado", in both screens. */
  title: string;
}

/** The keys and what each does, in a modal that returns focus on closing. */
export function KeysHelpDialog({ open, onOpenChange, rows, title }: KeysHelpDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={title}>
      <dl className={styles.keys}>
        {rows.map((row) => (
          <div key={row.keys} className={styles.row}>
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
