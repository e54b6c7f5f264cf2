import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import { Field, controlStyles, splitFieldProps } from '../Field';

/** Props of {@link TextField}: the Field texts plus any native input attribute. */
export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'children'> {
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
  ref?: Ref<HTMLInputElement>;
}

/** A labelled single-line text input (type text, email, search, tel...). */
export function TextField({ ref, ...props }: TextFieldProps) {
  const { frame, control: input } = splitFieldProps(props);
  return (
    <Field {...frame}>
      {(control) => (
        <input ref={ref} type="text" {...input} {...control} className={controlStyles.control} />
      )}
    </Field>
  );
}
