import type { InputHTMLAttributes } from 'react';
import styles from './Checkbox.module.css';

/** Props of {@link Checkbox}. */
export interface CheckboxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'onChange'> {
  /** Shows the "some selected" dash (header checkbox of a partly selected page). */
  indeterminate?: boolean;
  onCheckedChange: (checked: boolean) => void;
}

/**
 * A native checkbox with the brand colour; local until the kit's Checkbox lands. Native keeps keyboard
 * and screen-reader behaviour for free; `indeterminate` is a DOM property, so it is set through the ref.
 */
export function Checkbox({ indeterminate = false, onCheckedChange, className, ...input }: CheckboxProps) {
  return (
    <input
      {...input}
      type="checkbox"
      ref={(node) => {
        if (node) node.indeterminate = indeterminate;
      }}
      className={[styles.checkbox, className].filter(Boolean).join(' ')}
      onChange={(event) => onCheckedChange(event.target.checked)}
    />
  );
}
