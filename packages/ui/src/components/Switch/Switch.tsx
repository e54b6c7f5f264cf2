import { useId, type ReactNode } from 'react';
import { Label } from 'radix-ui';
import { useToggle } from '../../lib/use-toggle';
import styles from './Switch.module.css';

/** Props of {@link Switch}. */
export interface SwitchProps {
  label: ReactNode;
  checked?: boolean;
  defaultChecked?: boolean;
  onCheckedChange?: (checked: boolean) => void;
  disabled?: boolean;
  id?: string;
  /** Submitted as "on" with an enclosing form while on. */
  name?: string;
  className?: string;
}

/**
 * An on/off toggle (role="switch") with its label, e.g. the search's "Com telefone" / "Com e-mail".
 * The markup of Radix Switch without its runtime, which measures the control as it mounts (a hidden
 * input sized like it) and forced a layout during the search form's first render (performance budget, TBT).
 */
export function Switch({
  label,
  id,
  className,
  checked: controlled,
  defaultChecked = false,
  onCheckedChange,
  disabled,
  name,
}: SwitchProps) {
  const generatedId = useId();
  const controlId = id ?? generatedId;
  const [checked, toggle] = useToggle(controlled, defaultChecked, onCheckedChange);
  const state = checked ? 'checked' : 'unchecked';
  return (
    <div className={[styles.row, className].filter(Boolean).join(' ')}>
      <button
        type="button"
        role="switch"
        id={controlId}
        className={styles.root}
        aria-checked={checked}
        data-state={state}
        data-disabled={disabled ? '' : undefined}
        disabled={disabled}
        value="on"
        onClick={toggle}
      >
        <span
          className={styles.thumb}
          data-state={state}
          data-disabled={disabled ? '' : undefined}
        />
      </button>
      {name && checked && <input type="hidden" name={name} value="on" />}
      <Label.Root
        htmlFor={controlId}
        className={styles.label}
        data-disabled={disabled || undefined}
      >
        {label}
      </Label.Root>
    </div>
  );
}
