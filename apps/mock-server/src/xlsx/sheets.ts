// The spreadsheets the app downloads (docs/product.md#limits-and-constants file names), with pt-BR headers, dates and BRL
// formats, and phones, CEPs and streets written as on screen (docs/product.md#formats).
// A writer turns a sheet into a response body: in memory by default (works in the browser), streamed by
// the Express host (see server/xlsx-stream.ts). exceljs is loaded lazily so handlers import anywhere.
import type ExcelJS from 'exceljs';
import type { EmpresaDetalhe, Socio } from '@cnpj/domain';
import {
  PHONE_KIND_LABELS,
  companySituacaoLabel,
  companyWhatsapp,
  faixaEtariaLabel,
  formatCep,
  formatPhone,
  formatStreet,
  phoneKind,
} from '@cnpj/domain';

/** One column: header text, width and Excel number format. */
export interface Column {
  header: string;
  key: string;
  width: number;
  numFmt?: string;
}

/** A one-sheet workbook to write; rows are iterated once, so they can be generated lazily. */
export interface SheetSpec {
  name: string;
  columns: Column[];
  rows: Iterable<Record<string, unknown>>;
}

/** Writes a sheet as .xlsx bytes or a stream. */
export type XlsxWriter = (sheet: SheetSpec) => Promise<Uint8Array | ReadableStream<Uint8Array>>;

/** The .xlsx media type. */
export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const DATE = 'dd/mm/yyyy';
const BRL = '"R$" #,##0.00';

/**
 * What every sheet opens with (docs/product.md#formats): the header row frozen, so it stays in view
 * while the rows scroll, and an autofilter on it, so each column can be sorted and filtered at once.
 */
export const SHEET_VIEWS: Partial<ExcelJS.WorksheetView>[] = [
  { state: 'frozen', xSplit: 0, ySplit: 1, topLeftCell: 'A2', activeCell: 'A2' },
];

/** A sheet's columns (pt-BR headers, widths, number formats), its bold header and its autofilter. */
export function layOutSheet(worksheet: ExcelJS.Worksheet, sheet: SheetSpec): void {
  worksheet.columns = sheet.columns.map((c) => ({
    header: c.header,
    key: c.key,
    width: c.width,
    style: c.numFmt ? { numFmt: c.numFmt } : {},
  }));
  worksheet.getRow(1).font = { bold: true };
  // The header row alone: a streamed sheet does not know its last row when it starts, and Excel
  // filters the rows under a filtered header row either way.
  worksheet.autoFilter = {
    from: { row: 1, column: 1 },
    to: { row: 1, column: sheet.columns.length },
  };
}

/** An in-memory writer (exceljs Workbook); fine for lists and tests, used in the browser too. */
export const memoryXlsxWriter: XlsxWriter = async (sheet) => {
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  const worksheet = workbook.addWorksheet(sheet.name, { views: SHEET_VIEWS });
  layOutSheet(worksheet, sheet);
  for (const row of sheet.rows) worksheet.addRow(row);
  return new Uint8Array(await workbook.xlsx.writeBuffer());
};

function plain(html: string | null): string {
  return (html ?? '').replace(/<br\s*\/?>/gi, '; ').replace(/<[^>]*>/g, '');
}

function day(date: string | null): Date | null {
  return date ? new Date(`${date.slice(0, 10)}T00:00:00Z`) : null;
}

/** docs/product.md#contacts: "Fixo", "Celular", "Celular antigo", or blank. */
function kindOf(number: string | null): string {
  const kind = phoneKind(number);
  return kind ? PHONE_KIND_LABELS[kind] : '';
}

/** A link Excel opens on a click; blank without one. */
function link(url: string): ExcelJS.CellHyperlinkValue | '' {
  return url === '' ? '' : { text: url, hyperlink: url };
}

/** Columns of empresas.xlsx and lista_{id}.xlsx. */
export const COMPANY_COLUMNS: Column[] = [
  { header: 'CNPJ', key: 'cnpj', width: 20 },
  { header: 'Razão Social', key: 'razao_social', width: 44 },
  { header: 'Nome Fantasia', key: 'nome_fantasia', width: 28 },
  { header: 'Situação Cadastral', key: 'situacao', width: 16 },
  { header: 'Data de Abertura', key: 'abertura', width: 14, numFmt: DATE },
  { header: 'CNAE Principal', key: 'cnae', width: 50 },
  { header: 'CNAEs Secundários', key: 'cnaes_secundarios', width: 50 },
  { header: 'Logradouro', key: 'logradouro', width: 36 },
  { header: 'Número', key: 'numero', width: 8 },
  { header: 'Bairro', key: 'bairro', width: 20 },
  { header: 'Município', key: 'municipio', width: 22 },
  { header: 'UF', key: 'uf', width: 5 },
  { header: 'CEP', key: 'cep', width: 10 },
  { header: 'E-mail', key: 'email', width: 32 },
  { header: 'Telefone 1', key: 'telefone1', width: 16 },
  { header: 'Tipo do telefone 1', key: 'tipo1', width: 16 },
  { header: 'Telefone 2', key: 'telefone2', width: 16 },
  { header: 'Tipo do telefone 2', key: 'tipo2', width: 16 },
  { header: 'WhatsApp', key: 'whatsapp', width: 30 },
  { header: 'Capital Social', key: 'capital', width: 18, numFmt: BRL },
];

/** One company as a spreadsheet row. */
export function companyRow(c: EmpresaDetalhe): Record<string, unknown> {
  return {
    cnpj: c.cnpj_formatado,
    razao_social: c.razao_social,
    nome_fantasia: c.nome_fantasia === '********' ? '' : (c.nome_fantasia ?? ''),
    situacao: companySituacaoLabel(c.situacao_cadastral),
    abertura: day(c.data_inicio_atividade),
    cnae: plain(c.cnae_principal),
    cnaes_secundarios: plain(c.cnaes_secundarios),
    logradouro: formatStreet(c.tipo_logradouro, c.logradouro),
    numero: c.numero ?? '',
    bairro: c.bairro ?? '',
    municipio: c.municipio ?? '',
    uf: c.uf,
    cep: formatCep(c.cep),
    email: c.email ?? '',
    telefone1: formatPhone(c.ddd1, c.fone1),
    tipo1: kindOf(c.fone1),
    telefone2: formatPhone(c.ddd2, c.fone2),
    tipo2: kindOf(c.fone2),
    whatsapp: link(companyWhatsapp(c)),
    capital: c.capital_social,
  };
}

/** Columns of lista_{id}_emails_socios.xlsx (one row per partner). */
export const PARTNER_COLUMNS: Column[] = [
  { header: 'CNPJ', key: 'cnpj', width: 20 },
  { header: 'Razão Social', key: 'razao_social', width: 44 },
  { header: 'E-mail', key: 'email', width: 32 },
  { header: 'Sócio', key: 'socio', width: 36 },
  { header: 'Qualificação', key: 'qualificacao', width: 28 },
  { header: 'Faixa Etária', key: 'faixa', width: 18 },
  { header: 'Data de Entrada', key: 'entrada', width: 14, numFmt: DATE },
];

/** One partner of a company as a spreadsheet row. */
export function partnerRow(c: EmpresaDetalhe, s: Socio): Record<string, unknown> {
  return {
    cnpj: c.cnpj_formatado,
    razao_social: c.razao_social,
    email: c.email ?? '',
    socio: s.nome_socio,
    qualificacao: s.desc_qualificacao ?? '',
    faixa: faixaEtariaLabel(s.faixa_etaria),
    entrada: day(s.data_entrada_sociedade),
  };
}

/** An attachment response for a workbook. */
export function xlsxResponse(
  body: Uint8Array | ReadableStream<Uint8Array>,
  fileName: string,
): Response {
  return new Response(body as BodyInit, {
    status: 200,
    headers: {
      'Content-Type': XLSX_TYPE,
      'Content-Disposition': `attachment; filename="${fileName}"`,
    },
  });
}
