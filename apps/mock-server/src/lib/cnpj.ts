// Generated CNPJs carry real check digits (the domain's rule), so every one passes validators.
import { withCheckDigits } from '@cnpj/domain';

/** The full CNPJ for an 8-digit root and a 4-digit order (0001 is the head office). */
export function makeCnpj(root: string, order: string): string {
  return withCheckDigits(root.padStart(8, '0') + order.padStart(4, '0'));
}
