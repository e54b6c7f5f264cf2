import type { InputMask } from 'imask';
import { useEffect, useLayoutEffect, useRef, type ChangeEvent, type RefObject } from 'react';
import { loadIMask, type IMaskFn } from './load-imask';
import type { MaskSpec } from './masks';
import { caretBefore, normaliseThenMask } from './normalise-then-mask';

/** Inputs of {@link useLazyMask}. */
export interface UseLazyMaskArgs {
  input: RefObject<HTMLInputElement | null>;
  spec: MaskSpec;
  value: string | undefined;
  onValueChange: ((masked: string, raw: string) => void) | undefined;
}

/** The field's handlers: typing before imask arrives, and a value the field itself picks. */
export interface LazyMask {
  onPlainChange: (event: ChangeEvent<HTMLInputElement>) => void;
  /** Puts `text` in the field, masked when imask is there, and reports it. */
  replaceText: (text: string) => void;
}

/**
 * True for an input event that a single typed key made, which imask places itself (its caret rules
 * for typing among the mask's fixed characters). Anything else that inserts text (a paste, a drop, a
 * keyboard's suggestion or dictation, autocorrect, autofill, which may fire a bare `input` event) is
 * read for its value first (docs/product.md#validation).
 */
function leftToTheMask(event: Event): boolean {
  if (!(event instanceof InputEvent)) return false;
  if (event.isComposing) return true;
  const { inputType, data } = event;
  if (inputType === 'insertText') return data === null || data.length <= 1;
  return !inputType.startsWith('insert');
}

/**
 * Attaches imask to the real input once it has loaded. Until then the field is a plain input whose
 * text is reported as typed; the mask then reformats that text, so nothing typed is lost.
 *
 * Text that arrives in one piece, however it arrives, is read for its value before the mask sees it
 * (docs/product.md#validation): the field has no `maxLength`, which would cut the raw text before
 * any code could read it, and the mask's own pattern is what limits the length.
 */
export function useLazyMask({
  input: inputRef,
  spec,
  value,
  onValueChange,
}: UseLazyMaskArgs): LazyMask {
  const mask = useRef<InputMask | null>(null);
  const factory = useRef<IMaskFn | null>(null);
  const latest = useRef({ value, onValueChange });
  // A layout effect, so a mask event right after a commit never calls the previous render's callback.
  useLayoutEffect(() => {
    latest.current = { value, onValueChange };
  });
  const syncing = useRef(false);
  const { options, raw } = spec;

  useEffect(() => {
    let mounted = true;
    loadIMask().then(
      (IMask) => {
        if (!mounted || !inputRef.current) return;
        const attached = IMask(
          inputRef.current,
          options as Parameters<typeof IMask>[1],
        ) as unknown as InputMask;
        const report = () => {
          // A value the parent just gave is not echoed back to it.
          if (!syncing.current)
            latest.current.onValueChange?.(attached.value, attached.unmaskedValue);
        };
        attached.on('accept', report);
        mask.current = attached;
        factory.current = IMask;
        // The text typed (or given) before the mask attached has just been reformatted.
        if (attached.value !== (latest.current.value ?? '')) report();
      },
      // Without imask the field stays a plain input: still usable, only unformatted.
      () => undefined,
    );
    return () => {
      mounted = false;
      mask.current?.destroy();
      mask.current = null;
      factory.current = null;
    };
  }, [inputRef, options]);

  // One way in for text that arrives whole. The listeners sit on the element in the capture phase,
  // so they run before imask's own listeners on the same element and can keep the raw text from it;
  // they attach with the commit (a layout effect), so text dropped as soon as the field shows counts.
  useLayoutEffect(() => {
    const element = inputRef.current;
    if (!element) return;

    /** Shows the value read out of `text`, with `following` value characters after the caret. */
    const take = (text: string, following: number) => {
      const attached = mask.current;
      const IMask = factory.current;
      if (attached && IMask) {
        attached.value = normaliseThenMask(IMask, spec, text);
        // Setting the value it already holds is a no-op for imask, which would leave the raw text.
        attached.updateControl();
        attached.updateCursor(caretBefore(spec, attached.value, following));
      } else {
        const shown = spec.fromText(text);
        element.value = shown;
        const caret = Math.max(0, shown.length - following);
        if (element === document.activeElement) element.setSelectionRange(caret, caret);
        latest.current.onValueChange?.(shown, raw(shown));
      }
    };

    /** Reads the element's text again once the browser has inserted something into it. */
    const takeInserted = (event: Event) => {
      event.stopImmediatePropagation();
      // The caret ends where the insertion did: what followed it before still follows it.
      const { value: text, selectionEnd } = element;
      take(text, raw(text.slice(selectionEnd ?? text.length)).length);
    };
    const onInput = (event: Event) => {
      if (!leftToTheMask(event)) takeInserted(event);
    };
    // imask reads a finished composition (dictation, an IME) as one input; a longer one is read here.
    const onCompositionEnd = (event: CompositionEvent) => {
      if (event.data.length > 1) takeInserted(event);
    };
    // A dropped text is meant as the whole value (imask would cancel the drop and keep nothing).
    const onDrop = (event: DragEvent) => {
      event.preventDefault();
      event.stopImmediatePropagation();
      const text = event.dataTransfer?.getData('text/plain') ?? '';
      if (text !== '') take(text, 0);
    };

    element.addEventListener('input', onInput, true);
    element.addEventListener('compositionend', onCompositionEnd, true);
    element.addEventListener('drop', onDrop, true);
    return () => {
      element.removeEventListener('input', onInput, true);
      element.removeEventListener('compositionend', onCompositionEnd, true);
      element.removeEventListener('drop', onDrop, true);
    };
  }, [inputRef, spec, raw]);

  // A new controlled value (e.g. a parent clearing the field) reaches the mask, or the plain input.
  // Synchronously after the commit, and only when it changed: a key typed meanwhile is never undone.
  const synced = useRef(value);
  useLayoutEffect(() => {
    if (value === undefined || value === synced.current) return;
    synced.current = value;
    if (mask.current) {
      syncing.current = true;
      mask.current.value = value;
      syncing.current = false;
    } else if (inputRef.current && inputRef.current.value !== value) inputRef.current.value = value;
  });

  return {
    onPlainChange(event) {
      if (mask.current) return;
      const text = event.currentTarget.value;
      onValueChange?.(text, raw(text));
    },
    replaceText(text) {
      // imask reports the change itself ("accept"); the plain input is reported here.
      if (mask.current) mask.current.value = text;
      else if (inputRef.current) {
        inputRef.current.value = text;
        onValueChange?.(text, raw(text));
      }
    },
  };
}
