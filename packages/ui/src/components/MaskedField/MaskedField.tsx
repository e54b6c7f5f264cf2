import {
  useCallback,
  useRef,
  useState,
  type FocusEventHandler,
  type KeyboardEventHandler,
  type ReactNode,
  type Ref,
} from 'react';
import { Field, controlStyles } from '../Field';
import { useLazyMask } from './use-lazy-mask';

/** The masks of docs/product.md#validation: CNPJ 00.000.000/0000-00 (max length 18) and CEP 00000-000. */
const masks = {
  cnpj: { pattern: '00.000.000/0000-00', maxLength: 18, placeholder: '00.000.000/0000-00' },
  cep: { pattern: '00000-000', maxLength: 9, placeholder: '00000-000' },
} as const;

/** Which document the field masks. */
export type MaskKind = keyof typeof masks;

/** Props of {@link MaskedField}. */
export interface MaskedFieldProps {
  label: ReactNode;
  mask: MaskKind;
  /** The masked value ("12.345.678/0001-90"); the field is uncontrolled when omitted. */
  value?: string;
  /** Called on every accepted change with the masked text and its digits only. */
  onValueChange?: (masked: string, digits: string) => void;
  hint?: ReactNode;
  error?: ReactNode;
  required?: boolean;
  disabled?: boolean;
  id?: string;
  name?: string;
  placeholder?: string;
  className?: string;
  onBlur?: FocusEventHandler<HTMLInputElement>;
  /** docs/product.md#screens-and-routes: Enter in a filter field triggers the search. */
  onKeyDown?: KeyboardEventHandler<HTMLInputElement>;
  ref?: Ref<HTMLInputElement>;
}

/** Hands the element to a ref of any kind (callback or object). */
function assignRef(ref: Ref<HTMLInputElement> | undefined, element: HTMLInputElement | null) {
  if (typeof ref === 'function') ref(element);
  else if (ref) ref.current = element;
}

/** A labelled input that masks a CNPJ or a CEP as the user types or pastes. */
export function MaskedField({
  label,
  mask,
  value,
  onValueChange,
  hint,
  error,
  required,
  id,
  className,
  placeholder,
  ref,
  ...input
}: MaskedFieldProps) {
  const { pattern, maxLength, placeholder: defaultPlaceholder } = masks[mask];
  const inputRef = useRef<HTMLInputElement>(null);
  // The mask owns the element's text once attached, so React only sets the first value.
  const [initialValue] = useState(value);
  const onPlainChange = useLazyMask({ input: inputRef, pattern, value, onValueChange });
  const setInput = useCallback(
    (element: HTMLInputElement | null) => {
      inputRef.current = element;
      assignRef(ref, element);
    },
    [ref],
  );
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
        <input
          {...input}
          {...control}
          ref={setInput}
          type="text"
          maxLength={maxLength}
          defaultValue={initialValue}
          inputMode="numeric"
          autoComplete="off"
          placeholder={placeholder ?? defaultPlaceholder}
          className={controlStyles.control}
          onChange={onPlainChange}
        />
      )}
    </Field>
  );
}
