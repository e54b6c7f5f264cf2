import { useEffect, useRef, useState, type ReactNode } from 'react';
import { watchCut } from './cut-text';
import styles from './CutText.module.css';

/** Props of {@link CutText}. */
export interface CutTextProps {
  /** The whole text, shown in a bubble when the line is cut. */
  full: string;
  /** The line itself (plain text, or an element that cuts its own parts). */
  children: ReactNode;
  className?: string;
}

/**
 * A one-line text of the compact results, cut with an ellipsis when its column is too narrow
 * (docs/product.md#search). Once cut it takes keyboard focus, and hover or focus shows the whole
 * text; the text stays whole in the page, so it is read whole and can be selected.
 */
export function CutText({ full, children, className }: CutTextProps) {
  const ref = useRef<HTMLSpanElement>(null);
  const [cut, setCut] = useState(false);
  useEffect(() => watchCut(ref.current!, setCut), []);
  return (
    <span
      ref={ref}
      className={[styles.cut, className].filter(Boolean).join(' ')}
      tabIndex={cut ? 0 : undefined}
      data-full={cut ? full : undefined}
    >
      <span className={styles.text}>{children}</span>
    </span>
  );
}
