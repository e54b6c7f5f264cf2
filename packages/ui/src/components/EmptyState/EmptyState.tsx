import type { ReactNode } from 'react';
import styles from './EmptyState.module.css';

/** Props of {@link EmptyState}. */
export interface EmptyStateProps {
  /** Decorative icon (the title carries the meaning). */
  icon?: ReactNode;
  /** e.g. "Nenhuma empresa encontrada" (docs/product.md#screens-and-routes). */
  title: ReactNode;
  text?: ReactNode;
  /** A next step, e.g. a "Limpar Filtros" button. */
  action?: ReactNode;
  /** Heading level of the title, to fit the page outline. */
  headingLevel?: 2 | 3 | 4;
}

/** What an area shows when it has nothing to show, with an optional next step. */
export function EmptyState({ icon, title, text, action, headingLevel = 2 }: EmptyStateProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <div className={styles.empty}>
      {icon && (
        <span className={styles.icon} aria-hidden="true">
          {icon}
        </span>
      )}
      <Heading className={styles.title}>{title}</Heading>
      {text && <p className={styles.text}>{text}</p>}
      {action && <div className={styles.action}>{action}</div>}
    </div>
  );
}
