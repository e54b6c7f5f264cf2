// docs/product.md#contacts: the greeting's editor, loaded the first time a pencil is pressed.
import { useState } from 'react';
import { DEFAULT_WHATSAPP_GREETING, GREETING_EDITOR_TEXTS as T } from '@cnpj/domain';
import { Button } from '../../../components/Button';
import { Dialog } from '../../../components/Dialog';
import { Field, controlStyles } from '../../../components/Field';
import styles from './contacts.module.css';

/** Props of {@link GreetingDialog}. */
export interface GreetingDialogProps {
  greeting: string;
  onSave: (greeting: string) => void;
  /** Closes the editor (saved, cancelled, Escape or the X). */
  onClose: () => void;
}

/** The open editor: the greeting as a draft, saved only with "Salvar mensagem". */
export function GreetingDialog({ greeting, onSave, onClose }: GreetingDialogProps) {
  const [draft, setDraft] = useState(greeting);
  const save = () => {
    onSave(draft.trim() === '' ? DEFAULT_WHATSAPP_GREETING : draft.trim());
    onClose();
  };
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={T.title}
      footer={
        <>
          <Button variant="ghost" onClick={() => setDraft(DEFAULT_WHATSAPP_GREETING)}>
            {T.reset}
          </Button>
          <Button variant="secondary" onClick={onClose}>
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
