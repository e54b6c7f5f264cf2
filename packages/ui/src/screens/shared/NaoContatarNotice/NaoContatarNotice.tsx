// What "Não contatar" did, with "Desfazer" (docs/product.md#search "Only companies new to you",
// decision 057). A live region that is always there, so a screen reader hears each message; it floats
// at the bottom of the window, so showing it moves no row (the next row's button never slides under
// the pointer). It stays until closed or replaced: a timer would take the undo from a slow reader.
import { NAO_CONTATAR_UNDO } from '@cnpj/domain';
import { Undo2 } from 'lucide-react';
import { Button } from '../../../components/Button';
import { DismissButton } from '../DismissButton';
import styles from './NaoContatarNotice.module.css';

/** What was said after a use of "Não contatar", and the undo while it can still be done. */
export interface NaoContatarNote {
  message: string;
  onUndo?: () => void;
}

/** Props of {@link NaoContatarNotice}. */
export interface NaoContatarNoticeProps {
  note: NaoContatarNote | null;
  onDismiss: () => void;
}

/** The message of the latest "Não contatar", "Desfazer" and a way to close it. */
export function NaoContatarNotice({ note, onDismiss }: NaoContatarNoticeProps) {
  return (
    <div className={styles.region} role="status" aria-live="polite">
      {note && (
        <div className={styles.notice}>
          <p className={styles.text}>{note.message}</p>
          {note.onUndo && (
            <Button variant="secondary" size="sm" icon={<Undo2 size={16} />} onClick={note.onUndo}>
              {NAO_CONTATAR_UNDO}
            </Button>
          )}
          <DismissButton onDismiss={onDismiss} />
        </div>
      )}
    </div>
  );
}
