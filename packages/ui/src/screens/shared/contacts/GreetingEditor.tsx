// docs/product.md#contacts: the greeting is written once and kept; a pencil beside each WhatsApp link
// opens its editor. A page of results has a pencil per mobile, so each is a plain button and the
// editor (a Radix dialog) is drawn only once one is pressed: fifty dialog roots per page were part
// of the results' blocking time (performance budget).
import { useState } from 'react';
import { Pencil } from 'lucide-react';
import { GREETING_EDITOR_TEXTS as T } from '@cnpj/domain';
import { GreetingDialog } from './GreetingDialog';
import styles from './contacts.module.css';

/** Props of {@link GreetingEditor}. */
export interface GreetingEditorProps {
  greeting: string;
  onSave: (greeting: string) => void;
  /** Opens at once (stories). */
  defaultOpen?: boolean;
}

/** A pencil beside a WhatsApp link that opens the greeting's editor (the kit's Dialog returns focus to it). */
export function GreetingEditor({ greeting, onSave, defaultOpen = false }: GreetingEditorProps) {
  const [open, setOpen] = useState(defaultOpen);
  return (
    <>
      <button
        type="button"
        className={styles.iconButton}
        aria-label={T.open}
        title={T.open}
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        <Pencil size={14} aria-hidden="true" />
      </button>
      {open && (
        <GreetingDialog greeting={greeting} onSave={onSave} onClose={() => setOpen(false)} />
      )}
    </>
  );
}
