import type { ChangeEvent } from 'react';
import { TextField, type TextFieldProps } from '../TextField';

/** Props of {@link NumberField}. */
export interface NumberFieldProps extends Omit<TextFieldProps, 'type'> {
  /**
   * Called with the parsed number, or null when the input is empty or unparsable; the caller decides
   * what empty means (docs/product.md#validation: capital bounds turn empty into 0).
   */
  onValueChange?: (value: number | null) => void;
}

/** A labelled numeric input (native spin buttons and arrow keys follow `step`, e.g. 1000 for capital). */
export function NumberField({
  onValueChange,
  onChange,
  inputMode = 'decimal',
  ...props
}: NumberFieldProps) {
  function handleChange(event: ChangeEvent<HTMLInputElement>) {
    onChange?.(event);
    const parsed = event.target.valueAsNumber;
    onValueChange?.(Number.isNaN(parsed) ? null : parsed);
  }
  return <TextField {...props} type="number" inputMode={inputMode} onChange={handleChange} />;
}
