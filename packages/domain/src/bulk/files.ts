// What files the bulk lookup reads and how it tells a bad one before parsing it
// (docs/product.md#bulk-cnpj-lookup). Pure checks on the file's name, size and first bytes; the
// reading itself is the app's (with its libraries).
import {
  BULK_FILE_BINARY_MESSAGE,
  BULK_FILE_ENCRYPTED_MESSAGE,
  BULK_FILE_TOO_LARGE_MESSAGE,
  BULK_FILE_TYPE_MESSAGE,
} from '../messages/bulk';

/** The largest file read: a thousand CNPJs fit in well under 1 MB, even as an .xlsx with other columns. */
export const BULK_FILE_MAX_BYTES = 5 * 1024 * 1024;

/** The kinds of file read. */
export type BulkFileKind = 'txt' | 'csv' | 'xlsx';

/** The file picker's accept list. */
export const BULK_FILE_ACCEPT = '.txt,.csv,.xlsx,text/plain,text/csv';

/** A file's kind by its name; null for any other. */
export function bulkFileKind(name: string): BulkFileKind | null {
  const extension = /\.([a-z0-9]+)$/i.exec(name)?.[1]?.toLowerCase();
  return extension === 'txt' || extension === 'csv' || extension === 'xlsx' ? extension : null;
}

/** The message refusing a file before reading it (kind, size); null reads it. */
export function bulkFileRefusal(name: string, size: number): string | null {
  if (!bulkFileKind(name)) return BULK_FILE_TYPE_MESSAGE;
  if (size > BULK_FILE_MAX_BYTES) return BULK_FILE_TOO_LARGE_MESSAGE;
  return null;
}

/** An OLE compound file: an old .xls, or an .xlsx saved with a password (encrypted inside one). */
const OLE_SIGNATURE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
/** A zip: what every .xlsx is. */
const ZIP_SIGNATURE = [0x50, 0x4b, 0x03, 0x04];

function startsWith(bytes: Uint8Array, signature: readonly number[]): boolean {
  return signature.every((byte, at) => bytes[at] === byte);
}

/**
 * The message refusing a file by its first bytes (a few KB are enough); null reads it. An .xlsx
 * must be a zip (an OLE file is one with a password); a text file must hold no NUL byte nor other
 * control characters a text never has.
 */
export function bulkContentRefusal(kind: BulkFileKind, head: Uint8Array): string | null {
  if (startsWith(head, OLE_SIGNATURE)) return BULK_FILE_ENCRYPTED_MESSAGE;
  if (kind === 'xlsx') return startsWith(head, ZIP_SIGNATURE) ? null : BULK_FILE_BINARY_MESSAGE;
  let control = 0;
  for (const byte of head) {
    if (byte === 0) return BULK_FILE_BINARY_MESSAGE;
    if (byte < 0x09 || (byte > 0x0d && byte < 0x20)) control += 1;
  }
  return control > head.length / 100 ? BULK_FILE_BINARY_MESSAGE : null;
}
