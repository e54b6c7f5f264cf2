// The CEP (docs/product.md#validation): 8 digits, masked 00000-000.
import { onlyDigits } from './text';

/** The printed mask of a CEP. */
export const CEP_MASK = '00000-000';

/** True when the value holds a complete CEP (8 digits, masked or not). */
export function isValidCep(value: string | null | undefined): boolean {
  return /^\d{5}-?\d{3}$/.test((value ?? '').trim());
}

/** The search's CEP rule: an empty CEP is fine, any other must be complete. */
export function isCepFilterValid(cep: string): boolean {
  return cep.trim() === '' || isValidCep(cep);
}

/**
 * The CEP in a text someone pasted or dropped: " 13.015-904 ", "CEP 13015-904" and "13015 904" all
 * give "13015904". A text with other numbers around it gives the first 5-3 group it holds; failing
 * that, its digits, for the field to show and the check to judge.
 */
export function cepFromText(text: string | null | undefined): string {
  const value = text ?? '';
  const group = /(\d{2})\.?(\d{3})[-\s]?(\d{3})(?!\d)/.exec(value);
  return group ? `${group[1]}${group[2]}${group[3]}` : onlyDigits(value);
}

/** "01310100" -> "01310-100"; other lengths are returned unchanged. */
export function formatCep(value: string | null | undefined): string {
  const digits = onlyDigits(value);
  if (digits.length !== 8) return value ?? '';
  return `${digits.slice(0, 5)}-${digits.slice(5)}`;
}
