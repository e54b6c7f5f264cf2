import { Check, Minus } from 'lucide-react';
import { Checkbox as RadixCheckbox } from 'radix-ui';
import { useId, type ReactNode } from 'react';
import styles from './Checkbox.module.css';

/** Checked, unchecked, or "some of them" (the select-page header of SPEC §4 Selection). */
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
  name?: string;
  className?: string;
}

/** A checkbox with a real indeterminate state (aria-checked="mixed"), built on Radix Checkbox. */
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
  return (
    <span
      className={[styles.wrapper, className].filter(Boolean).join(' ')}
      data-disabled={disabled || undefined}
    >
      <RadixCheckbox.Root
        id={boxId}
        name={name}
        className={styles.box}
        checked={checked}
        disabled={disabled}
        aria-label={aria['aria-label']}
        onCheckedChange={(next) => onCheckedChange(next === true)}
      >
        <RadixCheckbox.Indicator className={styles.indicator}>
          {checked === 'indeterminate' ? (
            <Minus aria-hidden="true" size={14} strokeWidth={3} />
          ) : (
            <Check aria-hidden="true" size={14} strokeWidth={3} />
          )}
        </RadixCheckbox.Indicator>
      </RadixCheckbox.Root>
      {label && (
        <label htmlFor={boxId} className={styles.label}>
          {label}
        </label>
      )}
    </span>
  );
}
