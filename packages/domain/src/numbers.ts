// Numbers as Brazilians write them (docs/product.md#overview): "." groups thousands, "," starts the
// decimals, and money reads "R$ 1.234,56" with a no-break space, so the symbol never wraps away from
// its value.
//
// Written out instead of built on Intl.NumberFormat (decision 027): the first Intl object a page
// creates loads ICU's locale data, one blocking task of 40-90 ms here, paid on every signed-in page
// for formats that never change. The tests hold each function to Intl's own output.

/** A gap before every group of three digits that ends the run: "1234567" -> "1.234.567". */
const THOUSANDS = /\B(?=(\d{3})+(?!\d))/g;

/**
 * The magnitude of `value` rounded to `maxFraction` decimals, as a whole part and its decimals.
 * Like Intl, it rounds the shortest decimal that names the double ("1.005", not the 1.00499... the
 * double holds), half away from zero.
 */
function roundMagnitude(value: number, maxFraction: number): [string, string] {
  const magnitude = Math.abs(value);
  // Below 1e-6 String() writes an exponent; such a value rounds to zero at any precision shown here.
  const [whole = '0', decimals = ''] = magnitude < 1e-6 ? ['0'] : String(magnitude).split('.');
  if (decimals.length <= maxFraction) return [whole, decimals];
  const kept = BigInt(whole + decimals.slice(0, maxFraction)) + ((decimals[maxFraction] ?? '0') >= '5' ? 1n : 0n);
  const digits = kept.toString().padStart(maxFraction + 1, '0');
  return [digits.slice(0, digits.length - maxFraction), digits.slice(digits.length - maxFraction)];
}

/**
 * `value` rounded to at most `maxFraction` decimals, with at least `minFraction` shown:
 * 1234.5 -> "1.234,5"; -0.4 with no decimals -> "-0", as Intl writes it.
 */
export function formatPtBrNumber(value: number, maxFraction = 0, minFraction = 0): string {
  // String() writes exponents from 1e21 on; no count or amount of the product comes near that.
  if (!Number.isFinite(value) || Math.abs(value) >= 1e21) {
    return new Intl.NumberFormat('pt-BR', {
      minimumFractionDigits: minFraction,
      maximumFractionDigits: maxFraction,
    }).format(value);
  }
  const [whole, decimals] = roundMagnitude(value, maxFraction);
  const shown = decimals.replace(/0+$/, '').padEnd(minFraction, '0');
  const sign = value < 0 || Object.is(value, -0) ? '-' : '';
  return `${sign}${whole.replace(THOUSANDS, '.')}${shown ? `,${shown}` : ''}`;
}

/** 1234567.4 -> "1.234.567". */
export function formatPtBrInteger(value: number): string {
  return formatPtBrNumber(value, 0);
}

/** 1234.5 -> "R$ 1.234,50" (no-break space); -2 -> "-R$ 2,00". */
export function formatPtBrMoney(value: number): string {
  const amount = formatPtBrNumber(value, 2, 2);
  return amount.startsWith('-') ? `-R$\u00a0${amount.slice(1)}` : `R$\u00a0${amount}`;
}
