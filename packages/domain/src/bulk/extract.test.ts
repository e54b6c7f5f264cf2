import { describe, expect, it } from 'vitest';
import { CNPJ_INVALID_MESSAGE, CNPJ_LENGTH_MESSAGE, withCheckDigits } from '../cnpj';
import { findCnpjColumn } from './columns';
import { BULK_LOOKUP_LIMIT, INVALID_REASON_MESSAGES, extractCnpjs } from './extract';
import { bulkContentRefusal, bulkFileRefusal } from './files';
import { passesBulkFilters, undecidedHeadOffices, type BulkCompany } from './status';

describe('extractCnpjs', () => {
  it('reads masks, labels, spaces, separators and alphanumeric CNPJs in the order written', () => {
    const text = [
      'CNPJ: 11.222.333/0001-81; 33000167000101, 12.abc.345/01de-35',
      'Caixa\t00 360 305 0001 04 | cnpj/mf nº 33.000.167/0001-01',
    ].join('\n');
    const result = extractCnpjs(text);
    expect(result.valid).toEqual([
      '11222333000181',
      '33000167000101',
      '12ABC34501DE35',
      '00360305000104',
    ]);
    expect(result.repeated).toEqual(['33000167000101']);
    expect(result.invalid).toEqual([]);
  });

  it('lists wrong check digits and wrong lengths with the reason, and skips short numbers', () => {
    const result = extractCnpjs(
      '11.222.333/0001-82\n11.222.333/0001\nfone (11) 98765-4321, CEP 01310-100',
    );
    expect(result.valid).toEqual([]);
    expect(result.invalid).toEqual([
      { text: '11.222.333/0001-82', reason: 'checkDigits' },
      { text: '11.222.333/0001', reason: 'length' },
    ]);
    expect(INVALID_REASON_MESSAGES.checkDigits).toBe(CNPJ_INVALID_MESSAGE);
    expect(INVALID_REASON_MESSAGES.length).toBe(CNPJ_LENGTH_MESSAGE);
  });

  it('lists mistyped alphanumeric CNPJs, in any case and mask, with their reason', () => {
    const result = extractCnpjs(
      [
        '12ABC34501DE36, 12abc34501de36',
        '12ABC34501DE3; AB.CDE.FGH/IJKL-12',
        'ab.cde.fgh/ijkl-12 12.ABC.345/01DE-3',
        'AB.CDE.FGH/IJKL-1',
        '12 ABC 345 01DE 36',
      ].join('\n'),
    );
    expect(result.valid).toEqual([]);
    expect(result.invalid).toEqual([
      { text: '12ABC34501DE36', reason: 'checkDigits' },
      { text: '12abc34501de36', reason: 'checkDigits' },
      { text: '12ABC34501DE3', reason: 'length' },
      { text: 'AB.CDE.FGH/IJKL-12', reason: 'checkDigits' },
      { text: 'ab.cde.fgh/ijkl-12', reason: 'checkDigits' },
      { text: '12.ABC.345/01DE-3', reason: 'length' },
      { text: 'AB.CDE.FGH/IJKL-1', reason: 'length' },
      { text: '12 ABC 345 01DE 36', reason: 'checkDigits' },
    ]);
  });

  it('reads a CNPJ whose mask is misplaced, and one with letters for check digits as a wrong digit', () => {
    const result = extractCnpjs('11222.333000181\n12ABC34501DEX5');
    expect(result.valid).toEqual(['11222333000181']);
    expect(result.invalid).toEqual([{ text: '12ABC34501DEX5', reason: 'checkDigits' }]);
  });

  it('reports no word, address, e-mail or short code as a CNPJ', () => {
    const result = extractCnpjs(
      [
        'Padaria São João LTDA; Rua das Flores, 123 - Sala 4; DA RUA DOS LAGO 12',
        'contato.vendas2024@empresa.com.br, https://empresa.com.br/contato-2024',
        'Windows10; ME-2024; INDÚSTRIA12345; Desenvolvimento',
      ].join('\n'),
    );
    expect(result.valid).toEqual([]);
    expect(result.invalid).toEqual([]);
  });

  it('gives back the leading zeros a spreadsheet dropped', () => {
    expect(extractCnpjs('360305000104').valid).toEqual(['00360305000104']);
  });

  it('ignores words and a run of 15 digits is no CNPJ', () => {
    const result = extractCnpjs('EMPRESA EXEMPLO LTDA ME 2024\n112223330001810');
    expect(result.valid).toEqual([]);
    expect(result.invalid).toEqual([{ text: '112223330001810', reason: 'length' }]);
  });

  it('keeps the first 1,000 and counts the rest', () => {
    const many = Array.from({ length: BULK_LOOKUP_LIMIT + 7 }, (_, n) =>
      withCheckDigits(String(10_000_000 + n).padStart(8, '0') + '0001'),
    );
    const result = extractCnpjs(many.join('\n'));
    expect(result.valid).toHaveLength(BULK_LOOKUP_LIMIT);
    expect(result.valid[0]).toBe(many[0]);
    expect(result.overLimit).toBe(7);
  });
});

describe('findCnpjColumn', () => {
  it('finds the one column holding CNPJs and reads the header', () => {
    const table = findCnpjColumn([
      ['Nome', 'Documento', 'Cidade'],
      ['Petrobras', '33.000.167/0001-01', 'Rio'],
      ['Caixa', '00.360.305/0001-04', 'Brasília'],
    ]);
    expect(table.hasHeader).toBe(true);
    expect(table.chosen).toBe(1);
    expect(table.columns.map((column) => column.label)).toEqual(['Nome', 'Documento', 'Cidade']);
  });

  it('asks the user when two columns hold CNPJs, and finds none in a table without them', () => {
    const two = findCnpjColumn([
      ['33.000.167/0001-01', '00.360.305/0001-04'],
      ['11.222.333/0001-81', '33.000.167/0001-01'],
    ]);
    expect(two.chosen).toBeNull();
    expect(two.columns.map((column) => column.label)).toEqual(['Coluna A', 'Coluna B']);
    const none = findCnpjColumn([['Nome'], ['Petrobras']]);
    expect(none.columns.every((column) => column.cnpjCount === 0)).toBe(true);
  });
});

describe('bulk files', () => {
  it('refuses other kinds and files above the limit before reading them', () => {
    expect(bulkFileRefusal('lista.pdf', 10)).toMatch(/\.txt, \.csv ou \.xlsx/);
    expect(bulkFileRefusal('lista.csv', 20 * 1024 * 1024)).toMatch(/muito grande/);
    expect(bulkFileRefusal('lista.xlsx', 1000)).toBeNull();
  });

  it('tells a password-protected .xlsx (OLE) and a binary renamed .csv', () => {
    const ole = new Uint8Array([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0]);
    expect(bulkContentRefusal('xlsx', ole)).toMatch(/protegida por senha/);
    expect(bulkContentRefusal('csv', new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0, 1]))).toMatch(
      /não é um texto/,
    );
    expect(bulkContentRefusal('csv', new TextEncoder().encode('cnpj;nome\n1;á'))).toBeNull();
    expect(bulkContentRefusal('xlsx', new Uint8Array([0x50, 0x4b, 0x03, 0x04]))).toBeNull();
  });
});

describe('quick filters', () => {
  const company = (cnpj: string, situacao: string, matriz?: '1' | '2') =>
    ({ cnpj, situacao_cadastral: situacao, identificador_matriz_filial: matriz }) as BulkCompany;
  it('keeps active companies', () => {
    const filters = { onlyActive: true, onlyHeadOffices: false };
    expect(passesBulkFilters(company('11222333000181', 'ATIVA'), filters)).toBe(true);
    expect(passesBulkFilters(company('11222333000181', '08'), filters)).toBe(false);
  });

  it('keeps head offices by the register flag, a numeric CNPJ without it by the order 0001', () => {
    const filters = { onlyActive: false, onlyHeadOffices: true };
    expect(passesBulkFilters(company('11222333000181', '02'), filters)).toBe(true);
    expect(passesBulkFilters(company('11222333000262', '02'), filters)).toBe(false);
    expect(passesBulkFilters(company('11222333000262', '02', '1'), filters)).toBe(true);
    expect(passesBulkFilters(company('12ABC34501DE35', '02', '2'), filters)).toBe(false);
  });

  it('keeps an alphanumeric CNPJ without the flag, and counts it as not judged', () => {
    const filters = { onlyActive: false, onlyHeadOffices: true };
    const unflagged = [
      company('12ABC34501DE35', '02'),
      company(withCheckDigits('12ABC3450001'), '02'),
    ];
    expect(unflagged.every((c) => passesBulkFilters(c, filters))).toBe(true);
    expect(undecidedHeadOffices(unflagged, filters)).toBe(2);
    expect(undecidedHeadOffices(unflagged, { ...filters, onlyHeadOffices: false })).toBe(0);
  });
});
