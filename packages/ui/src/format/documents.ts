import { onlyDigits } from '@cnpj/domain';

/** "34567890" -> "3456-7890", "987654321" -> "98765-4321". */
function formatLocalNumber(digits: string): string {
  if (digits.length < 8 || digits.length > 9) return digits;
  const split = digits.length - 4;
  return `${digits.slice(0, split)}-${digits.slice(split)}`;
}

/**
 * A phone from its area code and number: "(11) 3456-7890" / "(11) 98765-4321". docs/product.md#entities: a number that is
 * null or "-" shows blank, and so does a missing area code with no number.
 */
export function formatPhone(
  ddd: string | null | undefined,
  number: string | null | undefined,
): string {
  const digits = onlyDigits(number);
  if (digits === '') return '';
  const local = formatLocalNumber(digits);
  const area = onlyDigits(ddd);
  return area === '' ? local : `(${area}) ${local}`;
}
