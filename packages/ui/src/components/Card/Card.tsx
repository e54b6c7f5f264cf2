import type { HTMLAttributes, ReactNode } from 'react';
import styles from './Card.module.css';

/** Props of {@link Card}. */
export interface CardProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  /** Heading of the card; when set the card is a labelled section. */
  title?: ReactNode;
  /** Heading level, to fit the page outline. */
  headingLevel?: 2 | 3 | 4;
  /** Buttons or links in the card's header. */
  actions?: ReactNode;
  children?: ReactNode;
}

/** A surface grouping related content (detail sections, home quick-access cards, result cards). */
export function Card({
  title,
  headingLevel = 2,
  actions,
  children,
  className,
  ...rest
}: CardProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <section className={[styles.card, className].filter(Boolean).join(' ')} {...rest}>
      {(title || actions) && (
        <header className={styles.header}>
          {title && <Heading className={styles.title}>{title}</Heading>}
          {actions && <div className={styles.actions}>{actions}</div>}
        </header>
      )}
      {children}
    </section>
  );
}
