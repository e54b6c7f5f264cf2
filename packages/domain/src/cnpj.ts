// The CNPJ, in one place: how it is normalised, checked and written (docs/product.md#cnpj). Every
// layer (lookup, results, detail, lists, the mock) asks this module.
//
// Since July 2026 new CNPJs are alphanumeric (IN RFB 2.229/2024): the first 12 characters (root and
// order) are digits or capital letters, the last 2 are check digits, computed modulo 11 with each
// character counting as its ASCII code minus 48. Numeric CNPJs are the same rule with digits only.
// The arithmetic comes from cpf-cnpj-validator (decision 017); what a CNPJ is for this product (the
// contract form, the messages, how a pasted text is read) is written here.
import { cnpj } from 'cpf-cnpj-validator';

/** docs/product.md#cnpj: the lookup's CNPJ has the wrong length. */
export const CNPJ_LENGTH_MESSAGE = 'CNPJ deve conter 14 dígitos';
/** docs/product.md#cnpj: the lookup's CNPJ has the right length but a wrong check digit (our words). */
export const CNPJ_INVALID_MESSAGE = 'CNPJ inválido: confira os dígitos verificadores.';

/** Characters in a CNPJ. */
export const CNPJ_LENGTH = 14;

/** The printed mask, as the lookup field shows it (a 0 stands for a digit or, in the first 12, a letter). */
export const CNPJ_MASK = '00.000.000/0000-00';

/** The contract's form: 12 digits or capital letters, then 2 check digits, no punctuation. */
const CONTRACT_FORM = /^[0-9A-Z]{12}[0-9]{2}$/;

/** The CNPJ without punctuation or spaces, upper-cased: "12.abc.345/01de-35" -> "12ABC34501DE35". */
export function normaliseCnpj(value: string | null | undefined): string {
  return cnpj.strip(value ?? '');
}

/**
 * A label written before the number ("CNPJ:", "cnpj -", "CNPJ/MF nº"). Only with a separator after
 * it: a root may itself begin with the letters C, N, P, J, and then nothing separates them.
 */
const CNPJ_LABEL = /^\s*CNPJ(?:\s*\/\s*MF)?(?:\s*N\.?\s*[º°])?(?=[\s:.\u2013-])[\s:.\u2013-]*/i;

/**
 * The CNPJ in a text someone typed, pasted, dropped or had a keyboard insert: " 17.863.126/0001-92 ",
 * "CNPJ: 17.863.126/0001-92" or "17 863 126 0001 92" all give "17863126000192", and "CNPJ: 11.222"
 * gives "11222". When the text still holds more than 14 characters, the 14 in a row with right check
 * digits win (a label without a separator is itself made of valid characters); failing that, the
 * last 14, so the field shows the number and the check says what is wrong.
 */
export function cnpjFromText(text: string | null | undefined): string {
  const compact = normaliseCnpj((text ?? '').replace(CNPJ_LABEL, ''));
  if (compact.length <= CNPJ_LENGTH) return compact;
  for (let start = compact.length - CNPJ_LENGTH; start >= 0; start -= 1) {
    const candidate = compact.slice(start, start + CNPJ_LENGTH);
    if (hasValidCheckDigits(candidate)) return candidate;
  }
  return compact.slice(-CNPJ_LENGTH);
}

/** True for a CNPJ as the contract carries it: 12 digits or capital letters and 2 digits. */
export function isCnpj(value: string | null | undefined): boolean {
  return typeof value === 'string' && CONTRACT_FORM.test(value);
}

/** True for the old, all-digit form (every CNPJ issued before July 2026). */
export function isNumericCnpj(value: string | null | undefined): boolean {
  return isCnpj(value) && /^[0-9]+$/.test(value ?? '');
}

/** The whole CNPJ for its first 12 characters (root and order): the base with its two check digits. */
export function withCheckDigits(base: string): string {
  const first = cnpj.verifierDigit(base);
  return `${base}${first}${cnpj.verifierDigit(`${base}${first}`)}`;
}

/** True for a CNPJ in the contract form whose check digits are right (a repeated digit is never valid). */
export function hasValidCheckDigits(value: string): boolean {
  return isCnpj(value) && cnpj.isValid(value, true);
}

/**
 * The lookup's rule: null when `value` is a whole CNPJ with right check digits; else the message to
 * show: the product's "CNPJ deve conter 14 dígitos" for a wrong length, ours for a wrong check digit.
 */
export function validateCnpj(value: string | null | undefined): string | null {
  const normalised = normaliseCnpj(value);
  if (normalised.length !== CNPJ_LENGTH) return CNPJ_LENGTH_MESSAGE;
  return hasValidCheckDigits(normalised) ? null : CNPJ_INVALID_MESSAGE;
}

/** "12ABC34501DE35" -> "12.ABC.345/01DE-35"; anything that is not a whole CNPJ is returned unchanged. */
export function formatCnpj(value: string | null | undefined): string {
  const normalised = normaliseCnpj(value);
  if (!isCnpj(normalised)) return value ?? '';
  return cnpj.format(normalised);
}
