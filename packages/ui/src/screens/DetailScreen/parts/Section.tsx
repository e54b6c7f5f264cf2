import { useId, type ReactNode } from 'react';
import styles from './parts.module.css';

/** Props of {@link Section}. */
export interface SectionProps {
  title: string;
  children: ReactNode;
  /** Spans both columns of the detail grid (tables). */
  wide?: boolean;
}

/** A titled card of the detail screen, exposed as a named region so screen-reader users can jump to it. */
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
