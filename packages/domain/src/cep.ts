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

/** "01310100" -> "01310-100"; other lengths are returned unchanged. */
export function formatCep(value: string | null | undefined): string {
  const digits = onlyDigits(value);
  if (digits.length !== 8) return value ?? '';
  return `${digits.slice(0, 5)}-${digits.slice(5)}`;
}
