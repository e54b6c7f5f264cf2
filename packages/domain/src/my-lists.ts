// "Minhas Listas" (docs/product.md#my-lists): what a list's line says about it, and its files' names.
// A list's files carry the list's name and the day they were made: a folder of downloads reads
// "Prospecção - 28-11-2026.xlsx", never "lista_3.xlsx", whose id means nothing outside the app. The
// app names the file, whatever the server's Content-Disposition says.
import { formatPtBrInteger } from './numbers';

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

/** The extension fields of a list a backend may send (openapi.yaml, Lista). */
export interface ListaSummaryFields {
  total?: number;
  criada_em?: string;
  atualizada_em?: string;
}

/** A moment's local day as dd/mm/aaaa; null for a text that is no moment. */
function localDay(moment: string | undefined): string | null {
  if (!moment) return null;
  const when = new Date(moment);
  if (Number.isNaN(when.getTime())) return null;
  const two = (n: number) => String(n).padStart(2, '0');
  return `${two(when.getDate())}/${two(when.getMonth() + 1)}/${when.getFullYear()}`;
}

/** "6 empresas · atualizada em 28/11/2026": only what the backend sent; null when it sent nothing. */
export function listSummary(lista: ListaSummaryFields): string | null {
  const parts: string[] = [];
  if (typeof lista.total === 'number' && lista.total >= 0)
    parts.push(`${formatPtBrInteger(lista.total)} ${lista.total === 1 ? 'empresa' : 'empresas'}`);
  const created = localDay(lista.criada_em);
  const updated = localDay(lista.atualizada_em);
  // A list never changed since the day it was made reads "criada em": that is what happened.
  if (updated && updated !== created) parts.push(`atualizada em ${updated}`);
  else if (created) parts.push(`criada em ${created}`);
  return parts.length > 0 ? parts.join(' · ') : null;
}
