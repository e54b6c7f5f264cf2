// Labels of the contract's enumerations (generated from openapi.yaml); a code the contract does not
// list reads "Não informado" (docs/product.md#enumerations).
import type { Plano } from './types';
import {
  faixaEtariaLabels,
  matrizFilialLabels,
  ordenacaoLabels,
  planoLabels,
  porteLabels,
  situacaoCadastralLabels,
} from './generated/enums';

/** The text shown for a missing value (docs/product.md#errors). */
export const NOT_INFORMED = 'Não informado';

/** The value the backend sends instead of a hidden trade name (docs/product.md#entities, Company row). */
const HIDDEN_NOME_FANTASIA = '********';

/** True when the trade name is the "********" placeholder the backend sends for hidden names. */
export function isHiddenNomeFantasia(value: string | null | undefined): boolean {
  return value?.trim() === HIDDEN_NOME_FANTASIA;
}

/**
 * A company's name wherever it is shown or spoken of (a row, its checkbox, its detail, a greeting):
 * the trade name, or the legal name when the trade name is hidden or blank
 * (docs/product.md#entities, Company row).
 */
export function companyDisplayName(company: {
  razao_social: string;
  nome_fantasia?: string | null;
}): string {
  const tradeName = company.nome_fantasia?.trim() ?? '';
  return tradeName === '' || isHiddenNomeFantasia(tradeName) ? company.razao_social : tradeName;
}

type Code = string | number | null | undefined;

/** Looks a code up in a generated label table, with "Não informado" for unknown codes. */
function lookup(labels: Readonly<Record<string, string>>, code: Code): string {
  if (code === null || code === undefined) return NOT_INFORMED;
  return Object.hasOwn(labels, String(code))
    ? (labels[String(code)] ?? NOT_INFORMED)
    : NOT_INFORMED;
}

/** "02" -> "Ativas". */
export const situacaoCadastralLabel = (code: Code): string => lookup(situacaoCadastralLabels, code);
/** "01" -> "Micro empresa". */
export const porteLabel = (code: Code): string => lookup(porteLabels, code);
/** 3 -> "21 a 30 anos"; values outside 0-9 -> "Não informado". */
export const faixaEtariaLabel = (code: Code): string => lookup(faixaEtariaLabels, code);
/** "1" -> "Matriz", "2" -> "Filial". */
export const matrizFilialLabel = (code: Code): string => lookup(matrizFilialLabels, code);
/** "D" -> "Data abertura". */
export const ordenacaoLabel = (code: Code): string => lookup(ordenacaoLabels, code);

/** A plan's name where one is shown; codes the contract does not name show as themselves. */
export function planLabel(plano: string): string {
  return Object.hasOwn(planoLabels, plano) ? planoLabels[plano as Plano] : plano;
}
