import type { ReactNode } from 'react';
import { AlertDialog } from 'radix-ui';
import { Button, type ButtonVariant } from '../Button';
import styles from '../Dialog/Dialog.module.css';
import { useReturnFocus } from '../Dialog/use-return-focus';

/** Props of {@link ConfirmDialog}. */
export interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  message: ReactNode;
  confirmLabel?: string;
  cancelLabel?: string;
  /** Called when the user confirms; the dialog then closes. */
  onConfirm: () => void;
  /** Look of the confirm button; 'danger' for destructive actions. */
  confirmVariant?: Extract<ButtonVariant, 'primary' | 'danger'>;
}

/**
 * A yes/no question (Radix AlertDialog: focus starts on Cancel, Escape cancels), e.g. docs/product.md#limits-and-constants "export
 * over 65.535 rows" where only the first 65.535 will be exported.
 */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  message,
  confirmLabel = 'Confirmar',
  cancelLabel = 'Cancelar',
  onConfirm,
  confirmVariant = 'primary',
}: ConfirmDialogProps) {
  const returnFocus = useReturnFocus();
  return (
    <AlertDialog.Root open={open} onOpenChange={onOpenChange}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className={styles.overlay} />
        <AlertDialog.Content className={styles.content} {...returnFocus}>
          <AlertDialog.Title className={styles.title}>{title}</AlertDialog.Title>
          <AlertDialog.Description className={styles.description}>
            {message}
          </AlertDialog.Description>
          <div className={styles.footer}>
            <AlertDialog.Cancel asChild>
              <Button variant="secondary">{cancelLabel}</Button>
            </AlertDialog.Cancel>
            <AlertDialog.Action asChild>
              <Button variant={confirmVariant} onClick={onConfirm}>
                {confirmLabel}
              </Button>
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
