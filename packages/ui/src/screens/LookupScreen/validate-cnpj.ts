/** Digits in a CNPJ (SPEC §9). */
export const CNPJ_DIGITS = 14;

/** SPEC §5 lookup rule: exactly 14 digits, else "CNPJ deve conter 14 dígitos"; null when valid. */
export function validateCnpjDigits(digits: string): string | null {
  return /^\d{14}$/.test(digits) ? null : 'CNPJ deve conter 14 dígitos';
}
