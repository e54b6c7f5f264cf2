import { useId, type ReactNode } from 'react';
import styles from './Section.module.css';

/** Props of {@link Section}. */
export interface SectionProps {
  title: string;
  children: ReactNode;
  /** Spans both columns of the page's grid (tables). */
  wide?: boolean;
}

/** A titled card of a detail page (a company's, a user's), exposed as a named region so screen-reader users can jump to it. */
export function Section({ title, children, wide = false }: SectionProps) {
  const headingId = useId();
  return (
    <section
      className={wide ? `${styles.section} ${styles.wide}` : styles.section}
      aria-labelledby={headingId}
    >
      <h2 id={headingId} className={styles.sectionTitle}>
        {title}
      </h2>
      {children}
    </section>
  );
}
