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
 * `value` rounded to at most `maxFraction` decimals, with at least `minFraction` shown:
 * (1234.5, 2) -> "1.234,5"; (1234.5) -> "1.235"; (-0.4) -> "-0", as Intl writes it.
 */
export function formatPtBrNumber(value: number, maxFraction = 0, minFraction = 0): string {
  const magnitude = Math.abs(value);
  // Template strings write exponents from 1e21 on; no count or amount of the product comes near.
  if (!(magnitude < 1e21)) {
    return new Intl.NumberFormat('pt-BR', {
      minimumFractionDigits: minFraction,
      maximumFractionDigits: maxFraction,
    }).format(value);
  }
  // Like Intl, round the shortest decimal that names the double ("1.005", not the 1.00499... it
  // holds), half away from zero: shifting through the exponent keeps that decimal exact. Below
  // 1e-6 the decimal itself has an exponent, and such a value rounds to zero here anyway.
  const rounded =
    magnitude < 1e-6
      ? 0
      : Number(`${Math.round(Number(`${magnitude}e${maxFraction}`))}e-${maxFraction}`);
  const [whole = '0', decimals = ''] = rounded.toFixed(maxFraction).split('.');
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
