// Each CNPJ's outcome in a bulk lookup (docs/product.md#bulk-cnpj-lookup), and the rows the results
// table shows and the free plan's share of them.
import { headOfficeVerdict } from '../head-office';
import { BULK_STATUS_LABELS } from '../messages/bulk';
import { isFreePlan } from '../plans';
import { situacaoCode } from '../situacao';
import type { components } from '../generated/schema';
import type { EmpresaDetalhe } from '../types';

/** What became of one CNPJ. `pendente` is not looked up yet (or was cancelled before its turn). */
export type BulkStatus = 'encontrada' | 'nao_encontrada' | 'invalida' | 'falhou' | 'pendente';

/** A found company as the bulk results show it: a search row and whether it is a head office. */
export type EmpresaLote = components['schemas']['EmpresaLote'];
/** The answer of the bulk lookup extension (POST /api/empresas/lote). */
export type ConsultaLoteResponse = components['schemas']['ConsultaLoteResponse'];
/** A found company of the bulk results. */
export type BulkCompany = EmpresaLote;

/** One CNPJ of a run and what became of it. */
export interface BulkItem {
  cnpj: string;
  status: BulkStatus;
  company?: BulkCompany;
  /** For `invalida`: why. */
  reason?: string;
}

/** A status's label in the results. */
export function bulkStatusLabel(status: BulkStatus): string {
  return BULK_STATUS_LABELS[status];
}

/** Rows the free plan shows of a bulk lookup; the rest sit behind "Assinar". */
export const FREE_PLAN_BULK_RESULTS = 5;

/** How many results a plan sees: all on a paid plan, the first 5 on the free plan. */
export function visibleBulkResults(plano: string | null | undefined): number {
  return isFreePlan(plano) ? FREE_PLAN_BULK_RESULTS : Number.POSITIVE_INFINITY;
}

/** A company's detail as the bulk results' row (the search row's fields and matriz/filial). */
export function bulkCompanyFromDetail(detail: EmpresaDetalhe): BulkCompany {
  // eslint-disable-next-line @typescript-eslint/no-unused-vars -- the linked companies are not a row's
  const { vinculadas, ...row } = detail;
  return row;
}

/** The quick filters of the results. */
export interface BulkFilters {
  onlyActive: boolean;
  onlyHeadOffices: boolean;
}

/**
 * Whether a found company passes the quick filters ("Ativa" status; matriz). A company that
 * "Somente matrizes" cannot judge (head-office.ts) stays: it is counted by
 * {@link undecidedHeadOffices}, never hidden on a guess.
 */
export function passesBulkFilters(company: BulkCompany, filters: BulkFilters): boolean {
  if (filters.onlyActive && situacaoCode(company.situacao_cadastral) !== '02') return false;
  if (filters.onlyHeadOffices && headOfficeVerdict(company) === false) return false;
  return true;
}

/** How many of the companies shown "Somente matrizes" kept without knowing: 0 while it is off. */
export function undecidedHeadOffices(
  companies: readonly BulkCompany[],
  filters: BulkFilters,
): number {
  if (!filters.onlyHeadOffices) return 0;
  return companies.filter((company) => headOfficeVerdict(company) === null).length;
}

/** Counts per status, for the summary line. */
export function countByStatus(items: readonly BulkItem[]): Record<BulkStatus, number> {
  const counts: Record<BulkStatus, number> = {
    encontrada: 0,
    nao_encontrada: 0,
    invalida: 0,
    falhou: 0,
    pendente: 0,
  };
  for (const item of items) counts[item.status] += 1;
  return counts;
}
