// docs/product.md#formats: one way to write a phone everywhere (results, list page, detail, spreadsheets).
import { onlyDigits } from '../text';

/** "34567890" -> "3456-7890", "987654321" -> "98765-4321"; other lengths are left as digits. */
function formatLocalNumber(digits: string): string {
  if (digits.length < 8 || digits.length > 9) return digits;
  const split = digits.length - 4;
  return `${digits.slice(0, split)}-${digits.slice(split)}`;
}

/**
 * A phone from its area code and number: "(11) 3333-4444" / "(11) 98765-4321". docs/product.md#entities:
 * a number that is null or "-" is blank. A trunk zero before the area code ("011") is dropped, as
 * the number is dialled without it; a missing area code leaves the number alone.
 */
export function formatPhone(
  ddd: string | null | undefined,
  number: string | null | undefined,
): string {
  const digits = onlyDigits(number);
  if (digits === '') return '';
  const local = formatLocalNumber(digits);
  const area = onlyDigits(ddd).replace(/^0+(?=\d{2}$)/, '');
  return area === '' ? local : `(${area}) ${local}`;
}
