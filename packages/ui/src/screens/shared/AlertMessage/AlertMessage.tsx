import { freePlanLimitOf, isFreePlanAlert } from '@cnpj/domain';
import { AlertDialog } from 'radix-ui';
import { Button } from '../../../components/Button';
import { SubscribeAction } from '../../../components/SubscribeAction';
import styles from '../../../components/Dialog/Dialog.module.css';
import type { LinkComponent } from '../link';

/** Props of {@link AlertMessage}. */
export interface AlertMessageProps {
  /** The product's alert text; null keeps the dialog closed. */
  message: string | null;
  /** Called when the user presses "OK" or Escape. */
  onDismiss: () => void;
  /** Renders the free-plan alert's "Assinar" link (the screen's `linkComponent`). */
  linkComponent?: LinkComponent;
}

/**
 * the product's "alerts" (e.g. the free-plan messages of #plans-and-permissions) as an accessible alert dialog with one "OK"
 * button, instead of window.alert: focus moves into it and returns when it closes.
 */
export function AlertMessage({ message, onDismiss, linkComponent }: AlertMessageProps) {
  return (
    <AlertDialog.Root open={message !== null} onOpenChange={(open) => !open && onDismiss()}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className={styles.overlay} />
        {/* The message is the dialog's name; there is nothing else to describe. */}
        <AlertDialog.Content className={styles.content} aria-describedby={undefined}>
          <AlertDialog.Title className={styles.description}>{message}</AlertDialog.Title>
          <div className={styles.footer}>
            {/* Cancel, not Action: Radix gives the alert's first focus to its Cancel, so "OK" takes it. */}
            <AlertDialog.Cancel asChild>
              <Button onClick={onDismiss}>OK</Button>
            </AlertDialog.Cancel>
            {/* docs/product.md#plans-and-permissions: a free-plan alert is no dead end. */}
            {isFreePlanAlert(message) && (
              <SubscribeAction
                onNavigate={onDismiss}
                limit={freePlanLimitOf(message)}
                linkComponent={linkComponent}
              />
            )}
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
