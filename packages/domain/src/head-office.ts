// Whether a company is a head office (matriz) or a branch (filial), for "Só matriz" and "Somente
// matrizes" (docs/product.md#search, #bulk-cnpj-lookup, #cnpj). The register's flag
// (identificador_matriz_filial) says it. A row without the flag (a search row never carries it) is
// judged by its CNPJ only where the register keeps that promise: every numeric CNPJ with the order
// 0001 is a head office and no other is. For alphanumeric CNPJs it keeps none (a branch may stand
// under a numeric root with a lettered order), so without the flag nobody can tell (decision 058).
import { isNumericCnpj } from './cnpj';
import { formatPtBrInteger } from './numbers';
import type { MatrizFilial } from './types';

/** The order part of a numeric CNPJ (its 9th to 12th characters) that is the head office's. */
const HEAD_OFFICE_ORDER = '0001';

/** What the judgement reads: the CNPJ and, when the row carries it, the register's flag. */
export interface HeadOfficeFacts {
  cnpj: string;
  identificador_matriz_filial?: MatrizFilial | null;
}

/**
 * True for a head office, false for a branch, null when the row cannot tell: an alphanumeric CNPJ
 * without the register's flag.
 */
export function headOfficeVerdict(company: HeadOfficeFacts): boolean | null {
  const flag = company.identificador_matriz_filial;
  if (flag) return flag === '1';
  if (!isNumericCnpj(company.cnpj)) return null;
  return company.cnpj.slice(8, 12) === HEAD_OFFICE_ORDER;
}

/**
 * Said where "Só matriz" or "Somente matrizes" kept companies it could not judge: how many, why,
 * and that they stayed. `where` places them: "desta página", "encontradas".
 */
export function headOfficeUndecidedText(count: number, where: string): string {
  const one = count === 1;
  return `Não foi possível saber se ${formatPtBrInteger(count)} ${one ? 'empresa' : 'empresas'} ${where} ${one ? 'é' : 'são'} matriz ou filial: o CNPJ é alfanumérico e o resultado não traz essa indicação. ${one ? 'Ela foi mantida' : 'Elas foram mantidas'}.`;
}
