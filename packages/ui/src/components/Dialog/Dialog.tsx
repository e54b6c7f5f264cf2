import type { ReactNode } from 'react';
import { Dialog as RadixDialog } from 'radix-ui';
import { X } from 'lucide-react';
import styles from './Dialog.module.css';
import { useReturnFocus } from './use-return-focus';

/** Props of {@link Dialog}. */
export interface DialogProps {
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** Heading read when the dialog opens. */
  title: ReactNode;
  /** Optional sentence under the title, read as the dialog's description. */
  description?: ReactNode;
  /** Element that opens the dialog (rendered asChild, e.g. a Button); focus returns to it on close. */
  trigger?: ReactNode;
  /** Buttons row at the bottom (e.g. "Voltar", "Adicionar"). */
  footer?: ReactNode;
  /** Accessible name of the close (X) button. */
  closeLabel?: string;
  children?: ReactNode;
}

/** A modal window (Radix Dialog): focus is trapped inside, Escape closes, focus returns to the trigger. */
export function Dialog({
  title,
  description,
  trigger,
  footer,
  closeLabel = 'Fechar',
  children,
  ...root
}: DialogProps) {
  const returnFocus = useReturnFocus();
  return (
    <RadixDialog.Root {...root}>
      {trigger && <RadixDialog.Trigger asChild>{trigger}</RadixDialog.Trigger>}
      <RadixDialog.Portal>
        <RadixDialog.Overlay className={styles.overlay} />
        {/* Without a description Radix wants aria-describedby explicitly unset, or it warns. */}
        <RadixDialog.Content
          className={styles.content}
          {...returnFocus}
          {...(description ? {} : { 'aria-describedby': undefined })}
        >
          <RadixDialog.Title className={styles.title}>{title}</RadixDialog.Title>
          {description && (
            <RadixDialog.Description className={styles.description}>
              {description}
            </RadixDialog.Description>
          )}
          {children && <div className={styles.body}>{children}</div>}
          {footer && <footer className={styles.footer}>{footer}</footer>}
          {/* Last in DOM order (shown top-right) so opening focuses the first field, not the X. */}
          <RadixDialog.Close className={styles.close} aria-label={closeLabel}>
            <X size={18} aria-hidden="true" />
          </RadixDialog.Close>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
