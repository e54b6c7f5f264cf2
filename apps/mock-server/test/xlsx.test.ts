// The downloads are real .xlsx files: read back with exceljs, pt-BR headers, formats, the right rows.
import ExcelJS from 'exceljs';
import { beforeEach, describe, expect, it } from 'vitest';
import { handlers, resetStore } from '../src/index.ts';
import { streamingXlsxWriter } from '../src/server/xlsx-stream.ts';
import { COMPANY_COLUMNS, xlsxResponse } from '../src/xlsx/sheets.ts';
import { call, searchPath } from './helpers.ts';

async function workbookOf(response: Response): Promise<ExcelJS.Worksheet> {
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe(
    'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  );
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(await response.arrayBuffer());
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new Error('no sheet');
  return sheet;
}

const WA = 'https://wa.me/5511987654321';

describe('xlsx downloads', () => {
  beforeEach(() => resetStore());

  it('writes empresas.xlsx with the same rows as `all`, pt-BR headers, dates and BRL', async () => {
    const { pesquisaId, total } = await (
      await call(handlers, searchPath({ uf: 'AP', cnaes: ['4781400'] }))
    ).json();
    expect(total).toBeGreaterThan(0);
    const response = await call(handlers, `/api/download/${pesquisaId}/R/u1`);
    expect(response.headers.get('content-disposition')).toBe(
      'attachment; filename="empresas.xlsx"',
    );
    const sheet = await workbookOf(response);
    expect(sheet.getRow(1).values).toEqual(
      expect.arrayContaining(['CNPJ', 'Razão Social', 'Data de Abertura', 'Capital Social']),
    );
    expect(sheet.rowCount).toBe(total + 1);
    const all = (await (await call(handlers, `/api/empresas/all/${pesquisaId}/R/u1`)).json()).data;
    expect(sheet.getColumn(1).values.slice(2)).toEqual(
      all.map((row: { cnpj_formatado: string }) => row.cnpj_formatado),
    );
    expect(sheet.getColumn(5).numFmt).toBe('dd/mm/yyyy');
    expect(sheet.getCell('E2').value).toBeInstanceOf(Date);
    expect(sheet.getColumn(20).numFmt).toContain('R$');
  }, 30_000);

  it('writes lista_{id}.xlsx and lista_{id}_emails_socios.xlsx for a list', async () => {
    const [lista] = await (await call(handlers, '/api/listas')).json();
    const companies = await call(handlers, `/api/listas/export/${lista.id}`);
    expect(companies.headers.get('content-disposition')).toBe(
      `attachment; filename="lista_${lista.id}.xlsx"`,
    );
    const detail = await (
      await call(handlers, `/api/listas/${lista.id}?recordsPerPage=1000`)
    ).json();
    expect((await workbookOf(companies)).rowCount).toBe(detail.total + 1);
    const partners = await call(handlers, `/api/listas/export-emails-socios/${lista.id}`);
    expect(partners.headers.get('content-disposition')).toBe(
      `attachment; filename="lista_${lista.id}_emails_socios.xlsx"`,
    );
    const sheet = await workbookOf(partners);
    expect(sheet.getRow(1).values).toEqual(
      expect.arrayContaining(['Sócio', 'Qualificação', 'Faixa Etária']),
    );
    expect(sheet.rowCount).toBeGreaterThan(1);
  });

  it("answers 404 for a list that is not the user's", async () => {
    expect((await call(handlers, '/api/listas/export/999')).status).toBe(404);
  });
});

describe('every sheet opens ready to scan (docs/product.md#formats)', () => {
  beforeEach(() => resetStore());

  /** The sheet's frozen pane and autofilter, as the file holds them. */
  function layout(sheet: ExcelJS.Worksheet) {
    const [view] = sheet.views;
    return {
      state: view?.state,
      ySplit: (view as { ySplit?: number }).ySplit,
      filter: sheet.autoFilter,
    };
  }

  it('freezes the header row and filters it, in the in-memory and the streamed files', async () => {
    const [lista] = await (await call(handlers, '/api/listas')).json();
    const companies = await workbookOf(await call(handlers, `/api/listas/export/${lista.id}`));
    expect(layout(companies)).toEqual({ state: 'frozen', ySplit: 1, filter: 'A1:T1' });
    const partners = await workbookOf(
      await call(handlers, `/api/listas/export-emails-socios/${lista.id}`),
    );
    expect(layout(partners)).toEqual({ state: 'frozen', ySplit: 1, filter: 'A1:G1' });

    const streamed = await streamingXlsxWriter({
      name: 'Empresas',
      columns: COMPANY_COLUMNS,
      rows: [{ cnpj: '11.222.333/0001-81', whatsapp: { text: WA, hyperlink: WA } }],
    });
    const sheet = await workbookOf(xlsxResponse(streamed, 'empresas.xlsx'));
    expect(layout(sheet)).toEqual({ state: 'frozen', ySplit: 1, filter: 'A1:T1' });
    // The WhatsApp cell stays a link in the streamed file too.
    expect(sheet.getCell('S2').value).toMatchObject({ hyperlink: WA });
  });

  it('writes phones, CEPs and streets as the screens do', async () => {
    const [lista] = await (await call(handlers, '/api/listas')).json();
    const sheet = await workbookOf(await call(handlers, `/api/listas/export/${lista.id}`));
    const column = (header: string) => {
      const index = (sheet.getRow(1).values as unknown[]).indexOf(header);
      return (sheet.getColumn(index).values as unknown[]).slice(2).map(String);
    };
    const phones = column('Telefone 1').filter((phone) => phone !== '');
    expect(phones.length).toBeGreaterThan(0);
    for (const phone of phones) expect(phone).toMatch(/^\(\d{2}\) \d{4,5}-\d{4}$/);
    for (const cep of column('CEP')) expect(cep).toMatch(/^\d{5}-\d{3}$/);
    // The street keeps its type: "RUA ...", "AVENIDA ...", never the bare name.
    for (const street of column('Logradouro')) expect(street).toMatch(/^[A-ZÇÃÉÍ]+ \S/);
  });

  it('types each phone and links the first mobile to WhatsApp (docs/product.md#contacts)', async () => {
    const [lista] = await (await call(handlers, '/api/listas')).json();
    const sheet = await workbookOf(await call(handlers, `/api/listas/export/${lista.id}`));
    const headers = (sheet.getRow(1).values as unknown[]).slice(1);
    expect(headers.slice(headers.indexOf('Telefone 1'), headers.indexOf('Capital Social'))).toEqual(
      ['Telefone 1', 'Tipo do telefone 1', 'Telefone 2', 'Tipo do telefone 2', 'WhatsApp'],
    );
    const cells = (header: string) =>
      (sheet.getColumn(headers.indexOf(header) + 1).values as unknown[]).slice(2);
    const types = cells('Tipo do telefone 1').map(String);
    expect(types.length).toBeGreaterThan(0);
    for (const type of types) expect(['Fixo', 'Celular', 'Celular antigo', '']).toContain(type);
    const phones = cells('Telefone 1').map(String);
    cells('WhatsApp').forEach((cell, row) => {
      if (cell === '' || cell === null || cell === undefined) return;
      const { hyperlink } = cell as { hyperlink: string };
      expect(hyperlink).toMatch(/^https:\/\/wa\.me\/55\d{2}9\d{8}$/);
      // The stored phone is never rewritten.
      expect(phones[row]).not.toContain('wa.me');
    });
  });
});
