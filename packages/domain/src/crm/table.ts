// docs/product.md#exporting-to-a-crm: the rows to export as the table a CSV writer takes, header first,
// within the export cap, so the file is the same whatever writes it.
import { EXPORT_ROW_CAP } from '../limits';
import { crmColumn, crmRowContext, type CrmColumn, type CrmRow } from './columns';
import { CRM_PRESETS, type CrmPresetId } from './presets';

/** The header and the cells of a CRM file. */
export interface CrmTable {
  header: string[];
  rows: string[][];
  /** Rows left out above the export cap. */
  leftOut: number;
  /**
   * The ticked columns left out because no row carries the extension field that alone fills them
   * (a backend without the row extension): their headers, for the dialog to say so.
   */
  missingColumns: string[];
}

/** True when some row carries the field the column needs (a backend that sends the extension). */
function sent(column: CrmColumn, rows: readonly CrmRow[]): boolean {
  const field = column.requires;
  return field === undefined || rows.some((row) => row[field] !== undefined);
}

/**
 * The table of `rows` with the `keys` ticked among `preset`'s columns, in the preset's order; a column
 * whose extension field no row carries is left out and named in `missingColumns`, never written blank.
 */
export function crmTable(
  rows: readonly CrmRow[],
  preset: CrmPresetId,
  keys: readonly string[],
): CrmTable {
  const ticked = new Set(keys);
  const kept = rows.slice(0, EXPORT_ROW_CAP);
  const missingColumns: string[] = [];
  const columns = CRM_PRESETS[preset].columns.flatMap((presetColumn) => {
    const found = ticked.has(presetColumn.key) ? crmColumn(presetColumn.key) : undefined;
    if (!found) return [];
    if (kept.length > 0 && !sent(found, kept)) {
      missingColumns.push(presetColumn.header);
      return [];
    }
    return [{ header: presetColumn.header, value: found.value }];
  });
  // The e-mail labels read every row exported: an address several companies share is an accountant's.
  const context = crmRowContext(kept);
  return {
    header: columns.map((c) => c.header),
    rows: kept.map((row) => columns.map((c) => c.value(row, context))),
    leftOut: rows.length - kept.length,
    missingColumns,
  };
}

/** The file's name: "empresas_hubspot.csv", "lista_12_pipedrive.csv". */
export function crmFileName(base: string, preset: CrmPresetId): string {
  return `${base}_${preset}.csv`;
}
