import { LoaderCircle } from 'lucide-react';
import styles from './Spinner.module.css';

/** Props of {@link Spinner}. */
export interface SpinnerProps {
  /** Text announced to screen readers; ignored when `decorative`. */
  label?: string;
  /** Hide from assistive technology when a nearby text already says what is loading (e.g. a busy button). */
  decorative?: boolean;
  /** Diameter in px. */
  size?: number;
  className?: string;
}

/** A spinning indicator that announces its label politely (role="status"), or stays silent when decorative. */
export function Spinner({
  label = 'Carregando...',
  decorative = false,
  size = 16,
  className,
}: SpinnerProps) {
  const icon = (
    <LoaderCircle className={styles.icon} width={size} height={size} aria-hidden="true" />
  );
  if (decorative) {
    return (
      <span className={[styles.spinner, className].filter(Boolean).join(' ')} aria-hidden="true">
        {icon}
      </span>
    );
  }
  return (
    <span
      className={[styles.spinner, className].filter(Boolean).join(' ')}
      role="status"
      aria-label={label}
    >
      {icon}
    </span>
  );
}
