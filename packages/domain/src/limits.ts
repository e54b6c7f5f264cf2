// The product's numeric limits (docs/product.md#limits-and-constants), each once.

/** Rows per results page, which is also the free plan's result cap. */
export const PAGE_SIZE = 50;
/** Searches a free-plan user may run. */
export const FREE_PLAN_SEARCH_LIMIT = 10;
/** Rows an Excel sheet can take: exports and "Enviar todos para lista" above it need confirmation. */
export const EXPORT_ROW_CAP = 65_535;
/** Shortest password the signup accepts. */
export const MIN_PASSWORD_LENGTH = 6;

/** Total pages of a search: ceil(total / page size), at least 1 so the pager never reads "de 0". */
export function totalPages(total: number, pageSize: number = PAGE_SIZE): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/** Above the Excel cap an export, or sending every result to a list, needs the user's confirmation. */
export function exceedsRowCap(total: number): boolean {
  return total > EXPORT_ROW_CAP;
}
