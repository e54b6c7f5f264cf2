import type { ChangeEvent } from 'react';
import { TextField, type TextFieldProps } from '../TextField';

/** Props of {@link DateField}; `value` is an ISO date (yyyy-mm-dd) or ''. */
export interface DateFieldProps extends Omit<TextFieldProps, 'type'> {
  /** Called with the ISO date, or null when empty or incomplete (docs/product.md#validation: unparsable dates become undefined). */
  onValueChange?: (value: string | null) => void;
}

/** A labelled native date input: the browser's own picker is keyboard- and screen-reader-friendly. */
export function DateField({ onValueChange, onChange, ...props }: DateFieldProps) {
  function handleChange(event: ChangeEvent<HTMLInputElement>) {
    onChange?.(event);
    onValueChange?.(event.target.value === '' ? null : event.target.value);
  }
  return <TextField {...props} type="date" onChange={handleChange} />;
}
