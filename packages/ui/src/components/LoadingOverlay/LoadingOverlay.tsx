import type { ReactNode } from 'react';
import { Spinner } from '../Spinner';
import styles from './LoadingOverlay.module.css';

/** Props of {@link LoadingOverlay}. */
export interface LoadingOverlayProps {
  /** Whether the overlay covers the area. */
  active: boolean;
  /** Announced and shown, e.g. "CARREGANDO EMPRESAS..." (docs/product.md#screens-and-routes). */
  title?: string;
  /** The area being covered. */
  children?: ReactNode;
  className?: string;
}

/**
 * Covers an area while it loads. The title is announced through a live region that is always in
 * the DOM (so the change is heard), and the content is not made inert or unmounted, so the element
 * that had focus (e.g. the "Pesquisar" button) keeps it.
 */
export function LoadingOverlay({
  active,
  title = 'Carregando...',
  children,
  className,
}: LoadingOverlayProps) {
  return (
    <div
      className={[styles.area, className].filter(Boolean).join(' ')}
      aria-busy={active || undefined}
    >
      {children}
      <div role="status" aria-live="polite" className={active ? styles.overlay : styles.hidden}>
        {active && (
          <>
            <Spinner decorative size={32} />
            <p className={styles.title}>{title}</p>
          </>
        )}
      </div>
    </div>
  );
}
