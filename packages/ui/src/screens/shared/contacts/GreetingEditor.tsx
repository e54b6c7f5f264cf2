// docs/product.md#contacts: the greeting is written once and kept; this dialog is where.
import { useState } from 'react';
import { Pencil } from 'lucide-react';
import { DEFAULT_WHATSAPP_GREETING, GREETING_EDITOR_TEXTS as T } from '@cnpj/domain';
import { Button } from '../../../components/Button';
import { Dialog } from '../../../components/Dialog';
import { Field, controlStyles } from '../../../components/Field';
import styles from './contacts.module.css';

/** Props of {@link GreetingEditor}. */
export interface GreetingEditorProps {
  greeting: string;
  onSave: (greeting: string) => void;
  /** Opens at once (stories). */
  defaultOpen?: boolean;
}

/** A pencil beside a WhatsApp link that opens the greeting's editor. */
export function GreetingEditor({ greeting, onSave, defaultOpen = false }: GreetingEditorProps) {
  const [open, setOpen] = useState(defaultOpen);
  const [draft, setDraft] = useState(greeting);
  const change = (next: boolean) => {
    if (next) setDraft(greeting);
    setOpen(next);
  };
  const save = () => {
    onSave(draft.trim() === '' ? DEFAULT_WHATSAPP_GREETING : draft.trim());
    setOpen(false);
  };
  return (
    <Dialog
      open={open}
      onOpenChange={change}
      title={T.title}
      trigger={
        <button type="button" className={styles.iconButton} aria-label={T.open} title={T.open}>
          <Pencil size={14} aria-hidden="true" />
        </button>
      }
      footer={
        <>
          <Button variant="ghost" onClick={() => setDraft(DEFAULT_WHATSAPP_GREETING)}>
            {T.reset}
          </Button>
          <Button variant="secondary" onClick={() => setOpen(false)}>
            {T.cancel}
          </Button>
          <Button onClick={save}>{T.save}</Button>
        </>
      }
    >
      <Field label={T.field} hint={T.hint}>
        {(control) => (
          <textarea
            {...control}
            className={`${controlStyles.control} ${styles.greeting}`}
            rows={3}
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
          />
        )}
      </Field>
    </Dialog>
  );
}
