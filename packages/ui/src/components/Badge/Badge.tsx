import type { ReactNode } from 'react';
import styles from './Badge.module.css';

/** Colour family of a {@link Badge}. */
export type BadgeVariant = 'neutral' | 'brand' | 'success' | 'warning' | 'danger' | 'info';

/** Props of {@link Badge}. */
export interface BadgeProps {
  variant?: BadgeVariant;
  /** Decorative icon before the text. */
  icon?: ReactNode;
  children: ReactNode;
  className?: string;
}

/** A small label for a status or fact, e.g. "Ativa", "Matriz", "Atualizado até 01/05/2025". */
export function Badge({ variant = 'neutral', icon, children, className }: BadgeProps) {
  return (
    <span className={[styles.badge, styles[variant], className].filter(Boolean).join(' ')}>
      {icon && (
        <span className={styles.icon} aria-hidden="true">
          {icon}
        </span>
      )}
      {children}
    </span>
  );
}
