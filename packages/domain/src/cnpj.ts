// The CNPJ, in one place: how it is normalised, checked and written (docs/product.md#validation).
// Every layer (lookup, results, detail, lists, the mock) asks this module, so a change to what a
// CNPJ is lands here alone.
import { CNPJ_LENGTH_MESSAGE } from './messages';

/** Characters in a CNPJ. */
export const CNPJ_LENGTH = 14;

/** The printed mask, as the lookup field shows it. */
export const CNPJ_MASK = '00.000.000/0000-00';

/** The CNPJ without its punctuation or spaces: "12.345.678/0001-90" -> "12345678000190". */
export function normaliseCnpj(value: string | null | undefined): string {
  return (value ?? '').replace(/\D/g, '');
}

/** True for a CNPJ as the contract carries it: 14 digits, no punctuation. */
export function isCnpj(value: string | null | undefined): boolean {
  return typeof value === 'string' && /^\d{14}$/.test(value);
}

const FIRST_WEIGHTS = [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2];
const SECOND_WEIGHTS = [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2];

/** One modulo-11 check digit; each character counts as its code minus 48 ('0'-'9' are 0-9). */
function checkDigit(base: string, weights: readonly number[]): number {
  let sum = 0;
  weights.forEach((weight, i) => {
    sum += (base.charCodeAt(i) - 48) * weight;
  });
  const rest = sum % 11;
  return rest < 2 ? 0 : 11 - rest;
}

/** The whole CNPJ for its first 12 characters (root and order): the base with its two check digits. */
export function withCheckDigits(base: string): string {
  const first = checkDigit(base, FIRST_WEIGHTS);
  return `${base}${first}${checkDigit(`${base}${first}`, SECOND_WEIGHTS)}`;
}

/** True for a CNPJ whose check digits are right (a run of one repeated digit is never valid). */
export function hasValidCheckDigits(cnpj: string): boolean {
  if (!isCnpj(cnpj) || /^(.)\1{13}$/.test(cnpj)) return false;
  return withCheckDigits(cnpj.slice(0, 12)) === cnpj;
}

/** The lookup's rule: null when `value` normalises to a whole CNPJ, else the message to show. */
export function validateCnpj(value: string | null | undefined): string | null {
  return isCnpj(normaliseCnpj(value)) ? null : CNPJ_LENGTH_MESSAGE;
}

/** "12345678000190" -> "12.345.678/0001-90"; anything that is not a whole CNPJ is returned unchanged. */
export function formatCnpj(value: string | null | undefined): string {
  const cnpj = normaliseCnpj(value);
  if (!isCnpj(cnpj)) return value ?? '';
  return `${cnpj.slice(0, 2)}.${cnpj.slice(2, 5)}.${cnpj.slice(5, 8)}/${cnpj.slice(8, 12)}-${cnpj.slice(12)}`;
}
