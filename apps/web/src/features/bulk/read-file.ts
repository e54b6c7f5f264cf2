// Reading an uploaded file in the browser (docs/product.md#bulk-cnpj-lookup, decision 041): the checks
// on its name, size and first bytes come first, so a 20 MB file, a picture renamed .csv or a
// password-protected spreadsheet is refused before any library loads. Papaparse (already the CRM
// export's) reads .csv and read-excel-file reads .xlsx; both load here, on demand, never with the page.
import {
  BULK_FILE_BINARY_MESSAGE,
  BULK_FILE_FAILED_MESSAGE,
  bulkContentRefusal,
  bulkFileKind,
  bulkFileRefusal,
  findCnpjColumn,
} from '@cnpj/domain';
import type { BulkTable } from '@cnpj/ui/screens/BulkLookupScreen';
import { logError } from '../../shared/lib/log';

/** A file read as a table, or refused with the message to show. */
export type ReadFileResult =
  { kind: 'table'; table: BulkTable } | { kind: 'error'; message: string };

/** A file's bytes, through FileReader (every browser, and the tests' DOM, has it). */
function bytesOf(blob: Blob): Promise<ArrayBuffer> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as ArrayBuffer);
    reader.onerror = () => reject(reader.error ?? new Error('FileReader failed'));
    reader.readAsArrayBuffer(blob);
  });
}

/** Bytes looked at before reading: enough to tell a text from a binary. */
const HEAD_BYTES = 4096;

/**
 * The text of a .txt or .csv: UTF-8, or, when it is not valid UTF-8, Windows-1252 (what Excel in
 * pt-BR saves a "CSV" in).
 */
function decode(bytes: ArrayBuffer): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes).replace(/^\uFEFF/, '');
  } catch {
    return new TextDecoder('windows-1252').decode(bytes);
  }
}

async function csvRows(text: string): Promise<string[][]> {
  const { default: Papa } = await import('papaparse');
  // The separator is guessed (";" from Excel pt-BR, "," elsewhere, tabs).
  const parsed = Papa.parse<string[]>(text, { skipEmptyLines: 'greedy' });
  return parsed.data;
}

function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return '';
  return String(value);
}

async function xlsxRows(file: File): Promise<string[][]> {
  const { readSheet } = await import('read-excel-file/browser');
  const data = await readSheet(file);
  return data.map((row) => row.map(cellText));
}

async function rowsOf(file: File, kind: 'txt' | 'csv' | 'xlsx'): Promise<string[][]> {
  if (kind === 'xlsx') return xlsxRows(file);
  const text = decode(await bytesOf(file));
  // A .txt is one column of lines; each line may still hold several CNPJs.
  return kind === 'csv' ? csvRows(text) : text.split(/\r?\n|\r/).map((line) => [line]);
}

/** Reads an uploaded .txt, .csv or .xlsx into a table with its CNPJ column found, if clear. */
export async function readBulkFile(file: File): Promise<ReadFileResult> {
  const refusal = bulkFileRefusal(file.name, file.size);
  if (refusal) return { kind: 'error', message: refusal };
  const kind = bulkFileKind(file.name)!;
  try {
    const head = new Uint8Array(await bytesOf(file.slice(0, HEAD_BYTES)));
    const content = bulkContentRefusal(kind, head);
    if (content) return { kind: 'error', message: content };
    const rows = await rowsOf(file, kind);
    const { columns, hasHeader, chosen } = findCnpjColumn(rows);
    return { kind: 'table', table: { rows, columns, hasHeader, chosen } };
  } catch (error) {
    logError('Failed to read the bulk lookup file', error);
    // A zip that is no spreadsheet (or a broken one) is a file we cannot read, not our failure.
    return {
      kind: 'error',
      message: kind === 'xlsx' ? BULK_FILE_BINARY_MESSAGE : BULK_FILE_FAILED_MESSAGE,
    };
  }
}
