// docs/product.md#validation: however text reaches a masked field (typed, pasted, dropped, inserted by
// a phone keyboard's clipboard suggestion, dictation or autofill), its value is read out of it first
// and only then masked, so neither a label nor the mask's length can cut the value short.
import type { IMaskFn } from './load-imask';
import type { MaskSpec } from './masks';

/** `text` as the field shows it: the value the domain reads out of it, then masked by imask. */
export function normaliseThenMask(IMask: IMaskFn, spec: MaskSpec, text: string): string {
  return IMask.pipe(spec.fromText(text), spec.options as Parameters<IMaskFn['pipe']>[1]);
}

/**
 * The caret position in `shown` that leaves `following` value characters after it: text inserted in
 * the middle puts the caret after what was inserted, before what already followed it.
 */
export function caretBefore(spec: MaskSpec, shown: string, following: number): number {
  const before = spec.raw(shown).length - following;
  if (before <= 0) return 0;
  let seen = 0;
  for (let index = 0; index < shown.length; index += 1) {
    if (spec.raw(shown.charAt(index)) !== '') seen += 1;
    if (seen === before) return index + 1;
  }
  return shown.length;
}
