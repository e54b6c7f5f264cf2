// docs/product.md#exporting-to-a-crm: the CRM file as a CSV that Excel in pt-BR opens as it is: UTF-8
// with a BOM, ";" between fields, CRLF line ends, fields quoted by papaparse whenever they need it.
// This module is only ever imported on demand, when a file is written (decision 042).
import type { CrmTable } from '@cnpj/domain';
import Papa from 'papaparse';

/** The byte order mark that tells Excel the file is UTF-8. */
export const CSV_BOM = '\uFEFF';
/** The MIME type of the file. */
export const CSV_TYPE = 'text/csv;charset=utf-8';

/**
 * A cell that starts like a formula ("=", "@", a tab or a carriage return) is written with a leading
 * apostrophe, so a spreadsheet never runs it. "+" and "-" are left alone: an E.164 phone starts with "+".
 */
const FORMULA_START = /^[=@\t\r]/;

/** The CSV text of a table, BOM first. */
export function crmCsvText(table: Pick<CrmTable, 'header' | 'rows'>): string {
  const body = Papa.unparse(
    { fields: table.header, data: table.rows },
    {
      delimiter: ';',
      newline: '\r\n',
      quoteChar: '"',
      escapeChar: '"',
      escapeFormulae: FORMULA_START,
    },
  );
  return `${CSV_BOM}${body}\r\n`;
}

/** The file's contents, ready to save. */
export function crmCsvBlob(table: Pick<CrmTable, 'header' | 'rows'>): Blob {
  return new Blob([crmCsvText(table)], { type: CSV_TYPE });
}
