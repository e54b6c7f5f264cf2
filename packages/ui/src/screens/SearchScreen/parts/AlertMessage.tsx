import { freePlanLimitOf, isFreePlanAlert } from '@cnpj/domain';
import { AlertDialog } from 'radix-ui';
import { Button } from '../../../components/Button';
import { SubscribeAction } from '../../../components/SubscribeAction';
import dialogStyles from '../../../components/Dialog/Dialog.module.css';
import type { LinkComponent } from '../../shared/link';

/** Props of {@link AlertMessage}. */
export interface AlertMessageProps {
  /** The product's text to show; null keeps the dialog closed. */
  message: string | null;
  onDismiss: () => void;
  /** Heading above the message. */
  title?: string;
  /** Renders the free-plan alert's "Assinar" link (the screen's `linkComponent`). */
  linkComponent?: LinkComponent;
}

/**
 * The screen's "alert" (docs/product.md#validation, #plans-and-permissions, #errors) as an accessible alert dialog instead of window.alert: the
 * message is announced, focus moves to "OK", and Escape or "OK" dismisses it. A free-plan alert also
 * offers "Assinar" after "OK", so it is no dead end (docs/product.md#plans-and-permissions).
 */
export function AlertMessage({
  message,
  onDismiss,
  title = 'Atenção',
  linkComponent,
}: AlertMessageProps) {
  return (
    <AlertDialog.Root open={message !== null} onOpenChange={(open) => !open && onDismiss()}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className={dialogStyles.overlay} />
        <AlertDialog.Content className={dialogStyles.content}>
          <AlertDialog.Title className={dialogStyles.title}>{title}</AlertDialog.Title>
          <AlertDialog.Description className={dialogStyles.description}>
            {message}
          </AlertDialog.Description>
          <div className={dialogStyles.footer}>
            {/* Cancel, not Action: Radix gives the alert's first focus to its Cancel, so "OK" takes it. */}
            <AlertDialog.Cancel asChild>
              <Button>OK</Button>
            </AlertDialog.Cancel>
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
