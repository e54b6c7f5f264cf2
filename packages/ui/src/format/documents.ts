import { onlyDigits } from './text';

/** "12345678000190" -> "12.345.678/0001-90"; anything that is not 14 digits is returned unchanged. */
export function formatCnpj(value: string | null | undefined): string {
  const digits = onlyDigits(value);
  if (digits.length !== 14) return value ?? '';
  return digits.replace(/^(\d{2})(\d{3})(\d{3})(\d{4})(\d{2})$/, '$1.$2.$3/$4-$5');
}

/** "01310100" -> "01310-100" (SPEC §5: 5 digits, hyphen, 3 digits); other lengths are returned unchanged. */
export function formatCep(value: string | null | undefined): string {
  const digits = onlyDigits(value);
  if (digits.length !== 8) return value ?? '';
  return `${digits.slice(0, 5)}-${digits.slice(5)}`;
}

/** True when the value holds a complete CEP (8 digits, masked or not). */
export function isValidCep(value: string | null | undefined): boolean {
  return /^\d{5}-?\d{3}$/.test((value ?? '').trim());
}

/** "34567890" -> "3456-7890", "987654321" -> "98765-4321". */
function formatLocalNumber(digits: string): string {
  if (digits.length < 8 || digits.length > 9) return digits;
  const split = digits.length - 4;
  return `${digits.slice(0, split)}-${digits.slice(split)}`;
}

/**
 * A phone from its area code and number: "(11) 3456-7890" / "(11) 98765-4321". SPEC §3: a number that is
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
