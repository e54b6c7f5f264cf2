import { CircleAlert, X } from 'lucide-react';
import styles from './ErrorBanner.module.css';

/** Props of {@link ErrorBanner}. */
export interface ErrorBannerProps {
  /** The message; nothing renders when null or empty. */
  message: string | null;
  /** Called by the close button; the owner clears the message. */
  onDismiss: () => void;
  /** Accessible name of the close button. */
  dismissLabel?: string;
}

/**
 * The red, dismissible error banner of the login and signup pages (SPEC §2). It is a live alert so a
 * screen reader announces the message as soon as a submit fails.
 */
export function ErrorBanner({ message, onDismiss, dismissLabel = 'Fechar mensagem' }: ErrorBannerProps) {
  if (!message) return null;
  return (
    <div className={styles.banner} role="alert">
      <CircleAlert className={styles.icon} size={18} aria-hidden="true" />
      <p className={styles.message}>{message}</p>
      <button type="button" className={styles.close} aria-label={dismissLabel} onClick={onDismiss}>
        <X size={16} aria-hidden="true" />
      </button>
    </div>
  );
}
