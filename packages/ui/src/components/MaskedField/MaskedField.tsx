import {
  useRef,
  useState,
  type FocusEventHandler,
  type KeyboardEventHandler,
  type Ref,
} from 'react';
import { Field, controlStyles, splitFieldProps, type FieldFrameProps } from '../Field';
import { masks, type MaskKind } from './masks';
import { useLazyMask } from './use-lazy-mask';

export type { MaskKind } from './masks';

/** Props of {@link MaskedField}. */
export interface MaskedFieldProps extends FieldFrameProps {
  mask: MaskKind;
  /** The masked value ("12.345.678/0001-90"); the field is uncontrolled when omitted. */
  value?: string;
  /** Called on every accepted change with the masked text and the number without its mask. */
  onValueChange?: (masked: string, raw: string) => void;
  disabled?: boolean;
  name?: string;
  placeholder?: string;
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

/**
 * A labelled input that masks a CNPJ or a CEP as the user types, pastes or drops. Text that arrives
 * in one piece (a paste, a drop, a keyboard's suggestion, dictation, autofill) is read for its number
 * first (docs/product.md#validation), so spaces, line breaks, punctuation or a label around it never
 * cut it short; the mask's pattern, not a `maxLength`, limits the length.
 */
export function MaskedField(props: MaskedFieldProps) {
  // The mask attaches to the element once, with its pattern and listeners: another mask is another
  // field (a story switched in place, a form that swaps CNPJ for CEP), so it starts afresh.
  return <MaskedInput key={props.mask} {...props} />;
}

function MaskedInput({ ref, ...props }: MaskedFieldProps) {
  const {
    frame,
    control: { mask, value, onValueChange, placeholder, ...input },
  } = splitFieldProps(props);
  const spec = masks[mask];
  const inputRef = useRef<HTMLInputElement>(null);
  // The mask owns the element's text once attached, so React only sets the first value.
  const [initialValue] = useState(value);
  const { onPlainChange } = useLazyMask({
    input: inputRef,
    spec,
    value,
    onValueChange,
  });
  const setInput = (element: HTMLInputElement | null) => {
    inputRef.current = element;
    assignRef(ref, element);
  };
  return (
    <Field {...frame}>
      {(control) => (
        <input
          {...input}
          {...control}
          ref={setInput}
          type="text"
          defaultValue={initialValue}
          inputMode={spec.inputMode}
          autoCapitalize={mask === 'cnpj' ? 'characters' : undefined}
          autoComplete="off"
          placeholder={placeholder ?? spec.placeholder}
          className={controlStyles.control}
          onChange={onPlainChange}
        />
      )}
    </Field>
  );
}
