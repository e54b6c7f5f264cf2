// A list's files carry the list's name and the day they were made (docs/product.md#my-lists): a
// folder of downloads reads "Prospecção - 28-11-2026.xlsx", never "lista_3.xlsx", whose id means
// nothing outside the app. The app names the file, whatever the server's Content-Disposition says.

/** A list's two spreadsheets: its companies, and its companies' partners with their e-mails. */
export type ListExportKind = 'excel' | 'emails';

// Characters no file system takes (Windows is the strictest), and control characters.
// eslint-disable-next-line no-control-regex
const NOT_IN_FILE_NAMES = /[<>:"/\\|?*\u0000-\u001f\u007f]+/g;
const MAX_NAME = 80;
const FALLBACK_NAME = 'Lista';

/** A text made safe as a file name: forbidden characters become spaces, no leading or trailing dots. */
export function fileSafeName(text: string): string {
  const cleaned = text
    .replace(NOT_IN_FILE_NAMES, ' ')
    .replace(/\s+/g, ' ')
    .replace(/^[\s.]+|[\s.]+$/g, '');
  return cleaned.slice(0, MAX_NAME).trimEnd() || FALLBACK_NAME;
}

/** The day as dd-mm-aaaa (pt-BR order; slashes are not allowed in file names), in local time. */
function fileDay(on: Date): string {
  const two = (n: number) => String(n).padStart(2, '0');
  return `${two(on.getDate())}-${two(on.getMonth() + 1)}-${on.getFullYear()}`;
}

/** A list's files' name without extension: "Prospecção - 28-11-2026" (the CRM file adds its preset). */
export function listFileBase(descricao: string, on: Date, kind: ListExportKind = 'excel'): string {
  const part = kind === 'emails' ? ' - e-mails dos sócios' : '';
  return `${fileSafeName(descricao)}${part} - ${fileDay(on)}`;
}

/** A list's spreadsheet's file name: "Prospecção - 28-11-2026.xlsx". */
export function listFileName(descricao: string, kind: ListExportKind, on: Date): string {
  return `${listFileBase(descricao, on, kind)}.xlsx`;
}
