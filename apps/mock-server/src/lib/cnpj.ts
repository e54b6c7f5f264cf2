// CNPJ check digits (modulo 11, Receita Federal rule), so every generated CNPJ passes validators.

const WEIGHTS_1 = [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2];
const WEIGHTS_2 = [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2];

function checkDigit(digits: string, weights: readonly number[]): number {
  let sum = 0;
  weights.forEach((weight, i) => {
    sum += Number(digits[i]) * weight;
  });
  const rest = sum % 11;
  return rest < 2 ? 0 : 11 - rest;
}

/** The full 14-digit CNPJ for an 8-digit root and a 4-digit order (0001 is the head office). */
export function makeCnpj(root: string, order: string): string {
  const base = root.padStart(8, '0') + order.padStart(4, '0');
  const first = checkDigit(base, WEIGHTS_1);
  const second = checkDigit(base + String(first), WEIGHTS_2);
  return `${base}${first}${second}`;
}

/** Whether 14 digits carry valid check digits. */
export function isValidCnpj(cnpj: string): boolean {
  if (!/^\d{14}$/.test(cnpj) || /^(\d)\1{13}$/.test(cnpj)) return false;
  return makeCnpj(cnpj.slice(0, 8), cnpj.slice(8, 12)) === cnpj;
}

/** 00.000.000/0000-00 */
export function formatCnpj(cnpj: string): string {
  return cnpj.replace(/^(\d{2})(\d{3})(\d{3})(\d{4})(\d{2})$/, '$1.$2.$3/$4-$5');
}
