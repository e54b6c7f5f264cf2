import { Check, Minus } from 'lucide-react';
import { useId, type KeyboardEvent, type ReactNode } from 'react';
import styles from './Checkbox.module.css';

/** Checked, unchecked, or "some of them" (the select-page header of docs/product.md#states-and-transitions Selection). */
export type CheckboxState = boolean | 'indeterminate';

/** Props of {@link Checkbox}. Give a visible `label`, or an `aria-label` when the context says it all. */
export interface CheckboxProps {
  checked: CheckboxState;
  /** Called with the next state; an indeterminate box becomes checked when clicked. */
  onCheckedChange: (checked: boolean) => void;
  label?: ReactNode;
  'aria-label'?: string;
  disabled?: boolean;
  id?: string;
  /** Submitted as "on" with an enclosing form while checked. */
  name?: string;
  className?: string;
}

const dataState = (checked: CheckboxState) =>
  checked === 'indeterminate' ? 'indeterminate' : checked ? 'checked' : 'unchecked';

/** WAI-ARIA checkbox: Space toggles (the button's click), Enter does not. */
const ignoreEnter = (event: KeyboardEvent) => {
  if (event.key === 'Enter') event.preventDefault();
};

/**
 * A checkbox with a real indeterminate state (aria-checked="mixed"): the markup of Radix Checkbox,
 * without its runtime. Radix measures every box as it mounts (a hidden input sized like the box, and a
 * Presence that reads getComputedStyle for the tick), forcing layouts while a page of 50 result rows
 * or the search form renders (performance budget, TBT).
 */
export function Checkbox({
  checked,
  onCheckedChange,
  label,
  disabled,
  id,
  name,
  className,
  ...aria
}: CheckboxProps) {
  const generatedId = useId();
  const boxId = id ?? generatedId;
  const state = dataState(checked);
  return (
    <span
      className={[styles.wrapper, className].filter(Boolean).join(' ')}
      data-disabled={disabled || undefined}
    >
      <button
        type="button"
        role="checkbox"
        id={boxId}
        className={styles.box}
        aria-checked={checked === 'indeterminate' ? 'mixed' : checked}
        aria-label={aria['aria-label']}
        data-state={state}
        data-disabled={disabled ? '' : undefined}
        disabled={disabled}
        value="on"
        onKeyDown={ignoreEnter}
        onClick={() => onCheckedChange(checked !== true)}
      >
        {checked !== false && (
          <span className={styles.indicator} data-state={state} style={{ pointerEvents: 'none' }}>
            {checked === 'indeterminate' ? (
              <Minus aria-hidden="true" size={14} strokeWidth={3} />
            ) : (
              <Check aria-hidden="true" size={14} strokeWidth={3} />
            )}
          </span>
        )}
      </button>
      {name && checked === true && <input type="hidden" name={name} value="on" />}
      {label && (
        <label htmlFor={boxId} className={styles.label}>
          {label}
        </label>
      )}
    </span>
  );
}
