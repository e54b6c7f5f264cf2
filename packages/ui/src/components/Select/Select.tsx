import type { ChangeEvent, ReactNode } from 'react';
import { ChevronDown } from 'lucide-react';
import { Field, controlStyles } from '../Field';
import styles from './Select.module.css';

/** One choice of a {@link Select}; `value` must not be '' (it marks "nothing chosen" for the placeholder). */
export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

/** Props of {@link Select}. */
export interface SelectProps {
  label: ReactNode;
  options: readonly SelectOption[];
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  placeholder?: string;
  hint?: ReactNode;
  error?: ReactNode;
  required?: boolean;
  disabled?: boolean;
  name?: string;
  id?: string;
  className?: string;
}

/**
 * A labelled single-choice list, e.g. UF or ordenação. It is a styled native `<select>`: phones open
 * the OS picker, it is accessible as a combobox without scripts, and it ships no popup code in the
 * search page's first paint (the bundle budget).
 */
export function Select(props: SelectProps) {
  const {
    label,
    options,
    value,
    defaultValue,
    onValueChange,
    placeholder = 'Selecione',
    disabled,
    name,
  } = props;
  // Controlled when `value` is given; otherwise '' selects the placeholder until the user picks.
  const selection = value === undefined ? { defaultValue: defaultValue ?? '' } : { value };
  const handleChange = (event: ChangeEvent<HTMLSelectElement>) =>
    onValueChange?.(event.target.value);

  return (
    <Field
      label={label}
      hint={props.hint}
      error={props.error}
      required={props.required}
      id={props.id}
      className={props.className}
    >
      {(control) => (
        <div className={styles.wrapper}>
          <select
            {...control}
            {...selection}
            name={name}
            disabled={disabled}
            onChange={handleChange}
            className={`${controlStyles.control} ${styles.select}`}
          >
            {/* The HTML "placeholder label option": shown while nothing is chosen, never offered. */}
            <option value="" disabled hidden>
              {placeholder}
            </option>
            {options.map((option) => (
              <option key={option.value} value={option.value} disabled={option.disabled}>
                {option.label}
              </option>
            ))}
          </select>
          <ChevronDown className={styles.chevron} size={16} aria-hidden="true" />
        </div>
      )}
    </Field>
  );
}
