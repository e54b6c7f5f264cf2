import type { ButtonHTMLAttributes, MouseEvent, ReactNode, Ref } from 'react';
import { Slot } from 'radix-ui';
import { Spinner } from '../Spinner';
import styles from './Button.module.css';

/** Visual weight of a {@link Button}. */
export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';
/** Size of a {@link Button}. */
export type ButtonSize = 'sm' | 'md' | 'lg';

/** Props of {@link Button}. */
export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Work in flight: shows a spinner and `busyLabel`, sets aria-busy and ignores clicks (focus is kept). */
  busy?: boolean;
  /** Text while busy, e.g. "Acessando..." (docs/product.md#screens-and-routes); defaults to the normal label. */
  busyLabel?: ReactNode;
  /** Icon before the label; decorative (the label names the button). */
  icon?: ReactNode;
  /** Stretch to the container's width. */
  fullWidth?: boolean;
  /** Render the single child (e.g. a router link) with the button's look and behaviour. */
  asChild?: boolean;
  ref?: Ref<HTMLButtonElement>;
}

/**
 * The kit's button. While `busy` it stays focusable (aria-disabled rather than disabled) so keyboard
 * users do not lose their place when a submit starts.
 */
export function Button({
  variant = 'primary',
  size = 'md',
  busy = false,
  busyLabel,
  icon,
  fullWidth = false,
  asChild = false,
  type,
  className,
  children,
  onClick,
  ...rest
}: ButtonProps) {
  const Comp = asChild ? Slot.Root : 'button';
  const classes = [
    styles.button,
    styles[variant],
    styles[size],
    fullWidth && styles.fullWidth,
    className,
  ]
    .filter(Boolean)
    .join(' ');
  const leading = busy ? <Spinner decorative size={size === 'sm' ? 14 : 16} /> : icon;

  function handleClick(event: MouseEvent<HTMLButtonElement>) {
    if (busy) {
      event.preventDefault();
      return;
    }
    onClick?.(event);
  }

  return (
    <Comp
      type={asChild ? undefined : (type ?? 'button')}
      className={classes}
      aria-busy={busy || undefined}
      aria-disabled={busy || undefined}
      data-busy={busy || undefined}
      onClick={handleClick}
      {...rest}
    >
      {leading && (
        <span className={styles.icon} aria-hidden="true">
          {leading}
        </span>
      )}
      {busy && busyLabel !== undefined && !asChild ? (
        busyLabel
      ) : asChild ? (
        <Slot.Slottable>{children}</Slot.Slottable>
      ) : (
        // A plain button needs no slot: one component less in every button of a page of rows.
        children
      )}
    </Comp>
  );
}
