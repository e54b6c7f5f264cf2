// docs/product.md#exporting-to-a-crm: the rows to export as the table a CSV writer takes, header first,
// within the export cap, so the file is the same whatever writes it.
import { EXPORT_ROW_CAP } from '../limits';
import { crmColumn, crmRowContext, type CrmRow } from './columns';
import { CRM_PRESETS, type CrmPresetId } from './presets';

/** The header and the cells of a CRM file. */
export interface CrmTable {
  header: string[];
  rows: string[][];
  /** Rows left out above the export cap. */
  leftOut: number;
}

/** The table of `rows` with the `keys` ticked among `preset`'s columns, in the preset's order. */
export function crmTable(
  rows: readonly CrmRow[],
  preset: CrmPresetId,
  keys: readonly string[],
): CrmTable {
  const ticked = new Set(keys);
  const columns = CRM_PRESETS[preset].columns.flatMap((presetColumn) => {
    const found = ticked.has(presetColumn.key) ? crmColumn(presetColumn.key) : undefined;
    return found ? [{ header: presetColumn.header, value: found.value }] : [];
  });
  const kept = rows.slice(0, EXPORT_ROW_CAP);
  // The e-mail labels read every row exported: an address several companies share is an accountant's.
  const context = crmRowContext(kept);
  return {
    header: columns.map((c) => c.header),
    rows: kept.map((row) => columns.map((c) => c.value(row, context))),
    leftOut: rows.length - kept.length,
  };
}

/** The file's name: "empresas_hubspot.csv", "lista_12_pipedrive.csv". */
export function crmFileName(base: string, preset: CrmPresetId): string {
  return `${base}_${preset}.csv`;
}
