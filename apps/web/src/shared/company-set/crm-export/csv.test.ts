import { crmTable, type CrmRow } from '@cnpj/domain';
import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { CSV_BOM, crmCsvBlob, crmCsvText } from './csv';

/** The CSV read back by a parser as strict as the writer: header and cells, no BOM. */
function readBack(text: string) {
  expect(text.startsWith(CSV_BOM)).toBe(true);
  const parsed = Papa.parse<string[]>(text.slice(1), { delimiter: ';', newline: '\r\n' });
  expect(parsed.errors).toEqual([]);
  // The file ends with a line end: the parser's last "row" is the empty line after it.
  expect(parsed.data.at(-1)).toEqual(['']);
  return parsed.data.slice(0, -1);
}

const row: CrmRow = {
  cnpj: '11222333000181',
  cnpj_formatado: '11.222.333/0001-81',
  razao_social: 'PADARIA PÃO & CIA LTDA',
  nome_fantasia: 'PÃO & CIA',
  cnae_principal: '1091-1/02 - Padaria',
  cnaes_secundarios: null,
  data_inicio_atividade: '2001-02-03',
  situacao_cadastral: 'ATIVA',
  municipio: 'SÃO PAULO',
  uf: 'SP',
  logradouro: 'DAS FLORES',
  numero: '12',
  bairro: 'CENTRO',
  email: 'contato@paoecia.com.br',
  ddd1: '11',
  fone1: '987654321',
  ddd2: null,
  fone2: null,
  ddd_fax: null,
  fax: null,
};

/** A blob's bytes (jsdom's Blob has no arrayBuffer()). */
function bytesOf(blob: Blob): Promise<ArrayBuffer> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as ArrayBuffer);
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(blob);
  });
}

describe('the CRM CSV (docs/product.md#exporting-to-a-crm)', () => {
  it('opens with a BOM, separates by ";" and ends every line with CRLF', () => {
    const text = crmCsvText({ header: ['A', 'B'], rows: [['1', '2']] });
    expect(text).toBe(`${CSV_BOM}A;B\r\n1;2\r\n`);
  });

  it('quotes a field holding ";", a quote or a line break, and reads back the same', () => {
    const tricky = 'ACME; "A MELHOR"\nLTDA';
    const text = crmCsvText({ header: ['Nome', 'UF'], rows: [[tricky, 'SP']] });
    expect(text).toContain('"ACME; ""A MELHOR""\nLTDA";SP\r\n');
    expect(readBack(text)).toEqual([
      ['Nome', 'UF'],
      [tricky, 'SP'],
    ]);
  });

  it('never lets a cell run as a formula, but keeps an international phone as it is', () => {
    const text = crmCsvText({
      header: ['X', 'Fone'],
      rows: [['=HYPERLINK("x")', '+55 11 98765-4321']],
    });
    expect(readBack(text)[1]).toEqual([`'=HYPERLINK("x")`, '+55 11 98765-4321']);
  });

  it("writes a preset's table column by column", () => {
    const keys = ['razao_social', 'cnpj', 'telefone1', 'telefone1_e164', 'email'];
    const table = crmTable([row], 'todas', keys);
    const [header, cells] = readBack(crmCsvText(table));
    expect(header).toEqual([
      'CNPJ',
      'Razão Social',
      'Telefone 1',
      'Telefone 1 (internacional)',
      'E-mail',
    ]);
    expect(cells).toEqual([
      '11.222.333/0001-81',
      'PADARIA PÃO & CIA LTDA',
      '(11) 98765-4321',
      '+55 11 98765-4321',
      'contato@paoecia.com.br',
    ]);
  });

  it('is UTF-8: accents survive the bytes', async () => {
    const blob = crmCsvBlob({ header: ['Município'], rows: [['SÃO PAULO']] });
    expect(blob.type).toBe('text/csv;charset=utf-8');
    const bytes = new Uint8Array(await bytesOf(blob));
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes)).toBe(
      `${CSV_BOM}Município\r\nSÃO PAULO\r\n`,
    );
  });
});
