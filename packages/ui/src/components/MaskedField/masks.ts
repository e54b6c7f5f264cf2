// The two masks of docs/product.md#validation, each with how its number is read out of pasted text
// (the rules themselves live in @cnpj/domain).
import {
  CEP_MASK,
  CNPJ_MASK,
  cepFromText,
  cnpjFromText,
  normaliseCnpj,
  onlyDigits,
} from '@cnpj/domain';

/** What imask is given: a pattern, and for the CNPJ the characters its first 12 positions take. */
export interface MaskOptions {
  mask: string;
  definitions?: Record<string, RegExp>;
  prepareChar?: (chars: string) => string;
}

/**
 * One mask: imask's options, the field's hints, and how raw text becomes the number. No maxLength:
 * the browser would cut inserted text at it before the number is read out (docs/product.md#validation);
 * the pattern already stops at its length.
 */
export interface MaskSpec {
  options: MaskOptions;
  placeholder: string;
  inputMode: 'numeric' | 'text';
  /** The number in text however it arrived (typed, pasted, dropped, inserted), before the mask formats it. */
  fromText: (text: string) => string;
  /** The number without its mask, as reported beside the masked text. */
  raw: (text: string) => string;
}

/** The masks by kind. */
export const masks = {
  // Root and order take digits or letters (alphanumeric CNPJs, docs/product.md#cnpj), upper-cased as
  // typed; the two check digits take digits only.
  cnpj: {
    options: {
      mask: '##.###.###/####-00',
      definitions: { '#': /[0-9A-Z]/ },
      prepareChar: (chars) => chars.toUpperCase(),
    },
    placeholder: CNPJ_MASK,
    inputMode: 'text',
    fromText: cnpjFromText,
    raw: normaliseCnpj,
  },
  cep: {
    options: { mask: '00000-000' },
    placeholder: CEP_MASK,
    inputMode: 'numeric',
    fromText: cepFromText,
    raw: onlyDigits,
  },
} as const satisfies Record<string, MaskSpec>;

/** Which document the field masks. */
export type MaskKind = keyof typeof masks;
