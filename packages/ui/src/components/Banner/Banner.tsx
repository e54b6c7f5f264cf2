import type { ReactNode } from 'react';
import { CircleAlert, CircleCheck, Info, TriangleAlert, X } from 'lucide-react';
import styles from './Banner.module.css';

/** Meaning (and colour) of a {@link Banner}. */
export type BannerVariant = 'error' | 'info' | 'warning' | 'success';

/** Props of {@link Banner}. */
export interface BannerProps {
  variant?: BannerVariant;
  /** Optional bold first line. */
  title?: ReactNode;
  children?: ReactNode;
  /** Shows a dismiss button; the caller removes the banner. */
  onDismiss?: () => void;
  /** Accessible name of the dismiss button (docs/product.md#screens-and-routes: "Fechar"). */
  dismissLabel?: string;
  /** Extra content on the right, e.g. a link "Ver planos". */
  action?: ReactNode;
  className?: string;
}

const icons = {
  error: CircleAlert,
  info: Info,
  warning: TriangleAlert,
  success: CircleCheck,
} as const;

/**
 * An inline message (docs/product.md#screens-and-routes login/signup red error banner, free-plan notice). Errors use role="alert"
 * so they are read at once; the others are polite status messages.
 */
export function Banner({
  variant = 'info',
  title,
  children,
  onDismiss,
  dismissLabel = 'Fechar',
  action,
  className,
}: BannerProps) {
  const Icon = icons[variant];
  return (
    <div
      role={variant === 'error' ? 'alert' : 'status'}
      className={[styles.banner, styles[variant], className].filter(Boolean).join(' ')}
    >
      <Icon className={styles.icon} size={18} aria-hidden="true" />
      <div className={styles.body}>
        {title && <p className={styles.title}>{title}</p>}
        {children && <div>{children}</div>}
      </div>
      {action && <div className={styles.action}>{action}</div>}
      {onDismiss && (
        <button
          type="button"
          className={styles.dismiss}
          aria-label={dismissLabel}
          onClick={onDismiss}
        >
          <X size={16} aria-hidden="true" />
        </button>
      )}
    </div>
  );
}
