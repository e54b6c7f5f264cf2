// The date field's mask for the kit's lazily loaded imask (MaskedField's use-lazy-mask): digits only,
// written dd/mm/aaaa as Brazilian forms do, whatever the browser's language (docs/product.md#validation "Dates").
import { DATE_MASK, isoToBrDate, onlyDigits } from '@cnpj/domain';
import type { MaskSpec } from '../MaskedField/masks';

/** A pasted or dropped date: an ISO date ("2024-02-01") becomes 01/02/2024; any other text its digits. */
function dateFromText(text: string): string {
  const iso = isoToBrDate(text);
  return iso !== '' ? iso : onlyDigits(text).slice(0, 8);
}

/** dd/mm/aaaa: 8 digits with their two slashes. */
export const dateMask: MaskSpec = {
  options: { mask: '00/00/0000' },
  placeholder: DATE_MASK,
  inputMode: 'numeric',
  fromText: dateFromText,
  raw: onlyDigits,
};
