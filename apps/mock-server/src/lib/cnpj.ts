// Generated CNPJs carry real check digits (the domain's rule), so every one passes validators.
// Companies opened since July 2026 have alphanumeric CNPJs, as the register gives them
// (docs/product.md#cnpj); older ones keep their numeric CNPJ.
import { withCheckDigits } from '@cnpj/domain';
import { Rng, mixSeed } from './random.ts';

/** The first opening date whose company gets an alphanumeric CNPJ (IN RFB 2.229/2024). */
export const ALPHANUMERIC_SINCE = '2026-07-01';

const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** The full CNPJ for an 8-character root and a 4-character order (0001 is the head office). */
export function makeCnpj(root: string, order: string): string {
  return withCheckDigits(root.padStart(8, '0') + order.padStart(4, '0'));
}

/**
 * The alphanumeric twin of a numeric CNPJ: two to four positions of its root become letters, drawn
 * from the CNPJ itself (so the same row always gets the same twin); the order stays, and the check
 * digits are computed anew.
 */
export function alphanumericCnpj(numeric: string): string {
  const rng = new Rng(mixSeed('alphanumeric', numeric));
  const root = [...numeric.slice(0, 8)];
  const count = rng.int(2, 4);
  for (let i = 0; i < count; i += 1) root[rng.int(0, 7)] = rng.pick([...LETTERS]);
  // The first character stays a digit in this twin, so roots never collide with the numeric range's.
  root[0] = numeric[0] ?? '0';
  if (/^[0-9]+$/.test(root.join(''))) root[1] = 'A';
  return makeCnpj(root.join(''), numeric.slice(8, 12));
}

/** The CNPJ a company opened on `opening` has: alphanumeric since July 2026, else the numeric one. */
export function cnpjFor(numeric: string, opening: string): string {
  return opening >= ALPHANUMERIC_SINCE ? alphanumericCnpj(numeric) : numeric;
}
