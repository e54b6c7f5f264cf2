import { useState } from 'react';
import { Eye, EyeOff } from 'lucide-react';
import { Field, controlStyles, splitFieldProps } from '../Field';
import type { TextFieldProps } from '../TextField';
import styles from './PasswordField.module.css';

/** Props of {@link PasswordField}. */
export interface PasswordFieldProps extends Omit<TextFieldProps, 'type'> {
  /** Accessible name of the toggle while the password is hidden. */
  showLabel?: string;
  /** Accessible name of the toggle while the password is shown. */
  hideLabel?: string;
}

/** A password input with a show/hide toggle (a pressed-state button, reachable by keyboard). */
export function PasswordField({
  ref,
  showLabel = 'Mostrar senha',
  hideLabel = 'Ocultar senha',
  ...props
}: PasswordFieldProps) {
  const [visible, setVisible] = useState(false);
  const { frame, control: input } = splitFieldProps(props);
  return (
    <Field {...frame}>
      {(control) => (
        <div className={styles.wrapper}>
          <input
            ref={ref}
            {...input}
            {...control}
            type={visible ? 'text' : 'password'}
            className={`${controlStyles.control} ${styles.input}`}
          />
          <button
            type="button"
            className={styles.toggle}
            aria-label={visible ? hideLabel : showLabel}
            aria-controls={control.id}
            disabled={input.disabled}
            onClick={() => setVisible((shown) => !shown)}
          >
            {visible ? (
              <EyeOff size={16} aria-hidden="true" />
            ) : (
              <Eye size={16} aria-hidden="true" />
            )}
          </button>
        </div>
      )}
    </Field>
  );
}
