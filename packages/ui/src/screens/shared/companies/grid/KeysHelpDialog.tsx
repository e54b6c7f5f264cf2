// The results' key help (?): the grid's keys and what each does, listed from the same declarations
// the handler reads (grid-keys.ts and the triage's keys), so it cannot list a key that does nothing.
import { triageKey } from '@cnpj/domain';
import { Dialog } from '../../../../components/Dialog';
import { gridHelpRows, type GridOffers } from './grid-keys';
import styles from './CompanyGrid.module.css';

/** Props of {@link KeysHelpDialog}. */
export interface KeysHelpDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  offers: GridOffers;
}

/** "Atalhos do teclado" for a table of companies; closing it returns focus to the row. */
export function KeysHelpDialog({ open, onOpenChange, offers }: KeysHelpDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={triageKey('help').label}>
      <dl className={styles.keys}>
        {gridHelpRows(offers).map((row) => (
          <div key={row.keys} className={styles.keyRow}>
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
