import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import { Field, controlStyles } from '../Field';

/** Props of {@link TextField}: the Field texts plus any native input attribute. */
export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'children'> {
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
  ref?: Ref<HTMLInputElement>;
}

/** A labelled single-line text input (type text, email, search, tel...). */
export function TextField({
  label,
  hint,
  error,
  required,
  id,
  className,
  ref,
  ...input
}: TextFieldProps) {
  return (
    <Field
      label={label}
      hint={hint}
      error={error}
      required={required}
      id={id}
      className={className}
    >
      {(control) => (
        <input ref={ref} type="text" {...input} {...control} className={controlStyles.control} />
      )}
    </Field>
  );
}
