import { useId, type ReactNode } from 'react';
import { Label } from 'radix-ui';
import styles from './Field.module.css';

/** Props a form control must spread to be labelled and described by its {@link Field}. */
export interface FieldControlProps {
  id: string;
  required?: boolean;
  'aria-describedby'?: string;
  'aria-invalid'?: true;
}

/** Props of {@link Field}. */
export interface FieldProps {
  /** Visible label text. */
  label: ReactNode;
  /** Help text under the control (read after the label). */
  hint?: ReactNode;
  /** Error message; when present the control is marked invalid and the message is read with it. */
  error?: ReactNode;
  /** Shows the required marker and passes `required` to the control. */
  required?: boolean;
  /** The control's id; generated when omitted. */
  id?: string;
  className?: string;
  /** Renders the control with the wiring props (id, aria-describedby, aria-invalid, required). */
  children: (control: FieldControlProps) => ReactNode;
}

/**
 * Label + control + hint + error, wired for assistive technology: the label targets the control, and
 * hint and error are linked through aria-describedby so they are read when the control takes focus.
 */
export function Field({ label, hint, error, required, id, className, children }: FieldProps) {
  const generatedId = useId();
  const controlId = id ?? generatedId;
  const hintId = `${controlId}-hint`;
  const errorId = `${controlId}-error`;
  const hasError = error !== undefined && error !== null && error !== false && error !== '';
  const describedBy = [hint ? hintId : null, hasError ? errorId : null].filter(Boolean).join(' ');

  const control: FieldControlProps = { id: controlId };
  if (required) control.required = true;
  if (describedBy) control['aria-describedby'] = describedBy;
  if (hasError) control['aria-invalid'] = true;

  return (
    <div className={[styles.field, className].filter(Boolean).join(' ')}>
      <Label.Root className={styles.label} htmlFor={controlId}>
        {label}
        {required && (
          <span className={styles.required} aria-hidden="true">
            {' '}
            *
          </span>
        )}
      </Label.Root>
      {children(control)}
      {hint && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
      {hasError && (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      )}
    </div>
  );
}
