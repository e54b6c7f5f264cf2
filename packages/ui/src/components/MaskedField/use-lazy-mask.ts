import type { InputMask } from 'imask';
import { useEffect, useLayoutEffect, useRef, type ChangeEvent, type RefObject } from 'react';
import { loadIMask } from './load-imask';
import type { MaskSpec } from './masks';

/** Inputs of {@link useLazyMask}. */
export interface UseLazyMaskArgs {
  input: RefObject<HTMLInputElement | null>;
  spec: MaskSpec;
  value: string | undefined;
  onValueChange: ((masked: string, raw: string) => void) | undefined;
}

/** The field's handlers: typing before imask arrives, and text replaced at once (a paste or a drop). */
export interface LazyMask {
  onPlainChange: (event: ChangeEvent<HTMLInputElement>) => void;
  /** Puts `text` in the field, masked when imask is there, and reports it. */
  replaceText: (text: string) => void;
}

/**
 * Attaches imask to the real input once it has loaded. Until then the field is a plain input whose
 * text is reported as typed; the mask then reformats that text, so nothing typed is lost.
 */
export function useLazyMask({ input, spec, value, onValueChange }: UseLazyMaskArgs): LazyMask {
  const mask = useRef<InputMask | null>(null);
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
        if (!mounted || !input.current) return;
        const attached = IMask(
          input.current,
          options as Parameters<typeof IMask>[1],
        ) as unknown as InputMask;
        const report = () => {
          // A value the parent just gave is not echoed back to it.
          if (!syncing.current)
            latest.current.onValueChange?.(attached.value, attached.unmaskedValue);
        };
        attached.on('accept', report);
        mask.current = attached;
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
    };
  }, [input, options]);

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
    } else if (input.current && input.current.value !== value) input.current.value = value;
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
      else if (input.current) {
        input.current.value = text;
        onValueChange?.(text, raw(text));
      }
    },
  };
}
