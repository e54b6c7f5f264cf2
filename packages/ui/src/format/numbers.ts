import { formatPtBrInteger, formatPtBrMoney, formatPtBrNumber } from '@cnpj/domain';

// docs/product.md#overview: numbers use the pt-BR format and capital is shown in BRL, in the domain's
// written-out formats (decision 027: no ICU start-up on page load).

/** True for a finite number (rejects null, undefined and NaN). */
function isFiniteNumber(value: number | null | undefined): value is number {
  return typeof value === 'number' && Number.isFinite(value);
}

/** 1234.56 -> "R$ 1.234,56"; blank when absent. */
export function formatBRL(value: number | null | undefined): string {
  return isFiniteNumber(value) ? formatPtBrMoney(value) : '';
}

/** 1234567 -> "1.234.567" (rounded); blank when absent. */
export function formatInteger(value: number | null | undefined): string {
  return isFiniteNumber(value) ? formatPtBrInteger(value) : '';
}

/** 1234.5 -> "1.234,5" (up to two decimals); blank when absent. */
export function formatNumber(value: number | null | undefined): string {
  return isFiniteNumber(value) ? formatPtBrNumber(value, 2) : '';
}

/** A noun's singular and plural: { one: 'empresa', other: 'empresas' }. */
export interface CountForms {
  one: string;
  other: string;
}

/**
 * 1 -> "1 empresa", 1234 -> "1.234 empresas": every written count agrees in number. Exactly one is
 * singular. Not Intl.PluralRules: its pt-BR rule makes 0 singular too ("0 empresa"), which reads
 * wrong on a screen; zero takes the plural here, as people write it.
 */
export function formatCount(count: number, forms: CountForms): string {
  return `${formatInteger(count)} ${count === 1 ? forms.one : forms.other}`;
}

/** The results header of docs/product.md#screens-and-routes: "Exibindo 50 de 1.234 resultados" ("de 1 resultado"). */
export function formatResultsSummary(shown: number, total: number): string {
  return `Exibindo ${formatInteger(shown)} de ${formatCount(total, { one: 'resultado', other: 'resultados' })}`;
}
