import type { FieldProps } from './Field';

/** What a field component hands to its {@link Field}: label, hint, error, required marker, id, class. */
export type FieldFrameProps = Omit<FieldProps, 'children'>;

/**
 * Splits a field component's props into its Field's and the rest, which go to its control: the one
 * place that knows which props are the frame's, so TextField, PasswordField and MaskedField agree.
 */
export function splitFieldProps<P extends FieldFrameProps>({
  label,
  hint,
  error,
  required,
  id,
  className,
  ...control
}: P): { frame: FieldFrameProps; control: Omit<P, keyof FieldFrameProps> } {
  return { frame: { label, hint, error, required, id, className }, control };
}
