import type { ReactNode } from 'react';
import { AlertCircle, Inbox, Info } from 'lucide-react';
import { Spinner } from '../../../components/Spinner';
import styles from './StatusMessage.module.css';

/** What a {@link StatusMessage} reports. */
export type StatusTone = 'loading' | 'error' | 'empty' | 'info';

/** Props of {@link StatusMessage}. */
export interface StatusMessageProps {
  tone: StatusTone;
  /** The headline, e.g. "CNPJ não encontrado". */
  title: ReactNode;
  /** A hint under the headline, e.g. "Verifique o CNPJ informado e tente novamente." */
  children?: ReactNode;
  /** A follow-up action, e.g. a retry button. */
  action?: ReactNode;
  /** Heading level of the title (a full screen's own state is its h1). */
  headingLevel?: 1 | 2 | 3;
}

const icons = { error: AlertCircle, empty: Inbox, info: Info } as const;

/**
 * One block for the loading, error, empty and informative states of a screen or section. Errors are
 * announced at once (role="alert"); loading is announced politely by the spinner.
 */
export function StatusMessage({
  tone,
  title,
  children,
  action,
  headingLevel = 2,
}: StatusMessageProps) {
  const Heading = `h${headingLevel}` as const;
  const Icon = tone === 'loading' ? null : icons[tone];
  return (
    <div
      className={`${styles.status} ${styles[tone]}`}
      role={tone === 'error' ? 'alert' : undefined}
    >
      {Icon ? (
        <Icon className={styles.icon} size={32} aria-hidden="true" />
      ) : (
        <Spinner size={32} label="Carregando..." />
      )}
      <Heading className={styles.title}>{title}</Heading>
      {children && <p className={styles.hint}>{children}</p>}
      {action}
    </div>
  );
}
