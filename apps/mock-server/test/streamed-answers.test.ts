// The two long answers (docs/product.md#search "Long operations") leave in pieces while the rest is still
// being made, so the app's progress panel has bytes to count before the answer is complete.
import ExcelJS from 'exceljs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { handlers, resetStore, store } from '../src/index.ts';
import { streamingXlsxWriter } from '../src/server/xlsx-stream.ts';
import { COMPANY_COLUMNS } from '../src/xlsx/sheets.ts';
import { call, searchPath } from './helpers.ts';

beforeEach(() => resetStore());
afterEach(() => vi.restoreAllMocks());

/** The rest of a body, as the chunks it arrives in. */
async function rest(reader: ReadableStreamDefaultReader<Uint8Array>): Promise<Uint8Array[]> {
  const chunks: Uint8Array[] = [];
  for (let next = await reader.read(); !next.done; next = await reader.read())
    chunks.push(next.value);
  return chunks;
}

describe('the Excel file of the Express host', () => {
  /** Enough rows that writing them takes far longer than the writer's turn on the event loop. */
  const ROWS = 20_000;

  it('sends its first bytes before the last row is written, then the whole workbook', async () => {
    let written = 0;
    function* rows() {
      for (let n = 0; n < ROWS; n += 1) {
        written = n + 1;
        yield { cnpj: `11.222.333/${String(n).padStart(4, '0')}-81`, razao_social: `Empresa ${n}` };
      }
    }
    const body = await streamingXlsxWriter({
      name: 'Empresas',
      columns: COMPANY_COLUMNS,
      rows: rows(),
    });
    if (!(body instanceof ReadableStream)) throw new Error('the host writer must stream');
    const reader = body.getReader();

    const first = await reader.read();
    // Taken as the first bytes arrive: a writer that builds the whole file first has used every row.
    const writtenAtFirstBytes = written;
    expect(first.done).toBe(false);
    expect(writtenAtFirstBytes).toBeLessThan(ROWS);

    const chunks = [first.value!, ...(await rest(reader))];
    expect(chunks.length).toBeGreaterThan(1);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(new Uint8Array(Buffer.concat(chunks)).buffer);
    expect(workbook.worksheets[0]!.rowCount).toBe(ROWS + 1);
  });
});

describe('every row of a search ("Enviar todos para lista")', () => {
  it('starts with the first rows before the others are made', async () => {
    const { pesquisaId, total } = await (
      await call(handlers, searchPath({ uf: 'SP', comTelefone: true }))
    ).json();
    expect(total).toBeGreaterThan(65_535);
    // Every row sent is remembered as it is made (the detail page finds it again): an answer built
    // whole would have remembered all 65,535 before its first byte.
    const remembered = vi.spyOn(store, 'remember');
    const response = await call(handlers, `/api/empresas/all/${pesquisaId}/R/u1`);
    expect(response.headers.get('content-type')).toBe('application/json');
    const reader = response.body!.getReader();

    const first = await reader.read();
    expect(remembered.mock.calls.length).toBeGreaterThan(0);
    expect(remembered.mock.calls.length).toBeLessThan(65_535);
    expect(new TextDecoder().decode(first.value)).toMatch(/^\{"data":\[\{/);
    await reader.cancel();
  });

  it('arrives in several chunks that make the whole answer', async () => {
    const { pesquisaId, total } = await (
      await call(handlers, searchPath({ uf: 'AC', cnaes: ['4781400'] }))
    ).json();
    expect(total).toBeGreaterThan(200);
    const response = await call(handlers, `/api/empresas/all/${pesquisaId}/R/u1`);
    const chunks = await rest(response.body!.getReader());
    expect(chunks.length).toBeGreaterThan(1);
    const answer = JSON.parse(Buffer.concat(chunks).toString('utf8')) as {
      data: { cnpj: string }[];
    };
    expect(answer.data).toHaveLength(total);
    expect(new Set(answer.data.map((row) => row.cnpj)).size).toBe(total);
  });
});
