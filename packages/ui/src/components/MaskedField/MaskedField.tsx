import {
  useCallback,
  useRef,
  useState,
  type ClipboardEvent,
  type DragEvent,
  type FocusEventHandler,
  type KeyboardEventHandler,
  type ReactNode,
  type Ref,
} from 'react';
import { Field, controlStyles } from '../Field';
import { masks, type MaskKind } from './masks';
import { useLazyMask } from './use-lazy-mask';

export type { MaskKind } from './masks';

/** Props of {@link MaskedField}. */
export interface MaskedFieldProps {
  label: ReactNode;
  mask: MaskKind;
  /** The masked value ("12.345.678/0001-90"); the field is uncontrolled when omitted. */
  value?: string;
  /** Called on every accepted change with the masked text and the number without its mask. */
  onValueChange?: (masked: string, raw: string) => void;
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

/** The field's text with `inserted` in place of its selection. */
function withInsertion(input: HTMLInputElement, inserted: string): string {
  const { value, selectionStart, selectionEnd } = input;
  return (
    value.slice(0, selectionStart ?? value.length) +
    inserted +
    value.slice(selectionEnd ?? value.length)
  );
}

/**
 * A labelled input that masks a CNPJ or a CEP as the user types, pastes or drops. A paste or a drop
 * is read for its number first (docs/product.md#validation), so spaces, line breaks, punctuation or a
 * label around it never cut it short.
 */
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
  const spec = masks[mask];
  const inputRef = useRef<HTMLInputElement>(null);
  // The mask owns the element's text once attached, so React only sets the first value.
  const [initialValue] = useState(value);
  const { onPlainChange, replaceText } = useLazyMask({
    input: inputRef,
    spec,
    value,
    onValueChange,
  });
  const onPaste = (event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    replaceText(
      spec.fromText(withInsertion(event.currentTarget, event.clipboardData.getData('text'))),
    );
  };
  // A dropped text is meant as the whole value.
  const onDrop = (event: DragEvent<HTMLInputElement>) => {
    event.preventDefault();
    replaceText(spec.fromText(event.dataTransfer.getData('text')));
  };
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
          maxLength={spec.maxLength}
          defaultValue={initialValue}
          inputMode={spec.inputMode}
          autoCapitalize={mask === 'cnpj' ? 'characters' : undefined}
          autoComplete="off"
          placeholder={placeholder ?? spec.placeholder}
          className={controlStyles.control}
          onChange={onPlainChange}
          onPaste={onPaste}
          onDrop={onDrop}
        />
      )}
    </Field>
  );
}
