// Uploaded files refused before any library reads them (docs/product.md#bulk-cnpj-lookup), and a
// Windows-1252 .csv read as Excel in pt-BR saves it.
import {
  BULK_FILE_BINARY_MESSAGE,
  BULK_FILE_TOO_LARGE_MESSAGE,
  BULK_FILE_TYPE_MESSAGE,
} from '@cnpj/domain';
import { describe, expect, it } from 'vitest';
import { readBulkFile } from './read-file';

describe('readBulkFile', () => {
  it('refuses a 20 MB file by its size, and a .pdf by its name', async () => {
    const big = new File([new Uint8Array(20 * 1024 * 1024)], 'cnpjs.csv');
    expect(await readBulkFile(big)).toEqual({
      kind: 'error',
      message: BULK_FILE_TOO_LARGE_MESSAGE,
    });
    expect(await readBulkFile(new File(['x'], 'cnpjs.pdf'))).toEqual({
      kind: 'error',
      message: BULK_FILE_TYPE_MESSAGE,
    });
  });

  it('refuses a picture renamed .csv, and a .xlsx that is no spreadsheet', async () => {
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
    expect(await readBulkFile(new File([png], 'lista.csv'))).toEqual({
      kind: 'error',
      message: BULK_FILE_BINARY_MESSAGE,
    });
    expect(await readBulkFile(new File(['cnpj\n11222333000181'], 'lista.xlsx'))).toEqual({
      kind: 'error',
      message: BULK_FILE_BINARY_MESSAGE,
    });
  });

  it('reads a Windows-1252 .csv with ";" and finds its CNPJ column', async () => {
    // "Razão" in Windows-1252: ã is 0xE3, not valid UTF-8 on its own.
    const bytes = new Uint8Array([
      ...new TextEncoder().encode('Raz'),
      0xe3,
      ...new TextEncoder().encode('o;CNPJ\r\nPadaria;11.222.333/0001-81\r\n'),
    ]);
    const result = await readBulkFile(new File([bytes], 'lista.csv'));
    expect(result.kind).toBe('table');
    if (result.kind !== 'table') return;
    expect(result.table.columns.map((column) => column.label)).toEqual(['Razão', 'CNPJ']);
    expect(result.table.chosen).toBe(1);
  });
});
