// docs/product.md#exporting-to-a-crm: "Exportar para CRM" writes a CSV a CRM imports as it is: UTF-8 with a
// BOM, ";" between fields, the preset's column names, one phone format in international notation and
// CNPJ and CEP masked, so a spreadsheet keeps them as text (decision 055). The file is read back and its
// first row checked column by column against the company the mock answered; the column picker is
// remembered after a reload; the free plan exports nothing.
import { readFile } from 'node:fs/promises';
import type { Download, Page, Response } from '@playwright/test';
import Papa from 'papaparse';
import { expect, test } from './fixtures.ts';
import { searchByName, shownAndTotal } from './support/search.ts';

/** A company row as the mock sends it (the contract's EmpresaResumo). */
interface MockRow {
  cnpj: string;
  razao_social: string;
  municipio: string | null;
  uf: string;
  email: string | null;
  ddd1: string | null;
  fone1: string | null;
  // The contract's row extension (docs/product.md#exporting-to-a-crm), which the mock sends.
  cep?: string | null;
  complemento?: string | null;
  tipo_logradouro?: string | null;
  logradouro: string | null;
}

const BOM = '\uFEFF';
const HUBSPOT = [
  'Company name',
  'Company domain name',
  'Website URL',
  'Phone number',
  'Street address',
  'Street address 2',
  'City',
  'State/Region',
  'Postal code',
  'Country/Region',
  'Description',
  'CNPJ',
  'E-mail',
  'Porte',
  'Capital social',
];
const PIPEDRIVE = [
  'Organization - Name',
  'Organization - Address',
  'CNPJ',
  'Nome fantasia',
  'Telefone',
  'Celular',
  'E-mail',
  'Site',
  'CNAE principal',
  'Situação cadastral',
  'Porte',
  'Capital social',
];

/** "11222333000181" -> "11.222.333/0001-81", written here independently of the app. */
const masked = (cnpj: string) =>
  `${cnpj.slice(0, 2)}.${cnpj.slice(2, 5)}.${cnpj.slice(5, 8)}/${cnpj.slice(8, 12)}-${cnpj.slice(12)}`;

/** "01310100" -> "01310-100". */
const maskedCep = (cep: string | null | undefined) =>
  cep ? `${cep.slice(0, 5)}-${cep.slice(5)}` : '';

/**
 * The phone in international notation, "+55 11 98765-4321": +55, the area code without a trunk zero,
 * an old 8-digit mobile with its 9, a hyphen before the last four digits.
 */
function international(ddd: string | null, number: string | null): string {
  const area = (ddd ?? '').replace(/\D/g, '').replace(/^0+(?=\d{2}$)/, '');
  const digits = (number ?? '').replace(/\D/g, '');
  if (!/^[1-9]\d$/.test(area) || digits === '') return '';
  const dial = /^[6-9]\d{7}$/.test(digits) ? `9${digits}` : digits;
  return `+55 ${area} ${dial.slice(0, -4)}-${dial.slice(-4)}`;
}

/** A phone cell: international notation, or blank. */
const PHONE = /^(\+55 \d{2} \d{4,5}-\d{4})?$/;
/** What a spreadsheet opening a CSV turns into a number, losing a "+" or leading zeros. */
const NUMBER_LIKE = /^[+-]?[\d.,]+$/;

/** The saved file's text, checked to open with the BOM, and its rows parsed by ";" and CRLF. */
async function readCsv(download: Download, path: string) {
  await download.saveAs(path);
  const text = (await readFile(path)).toString('utf8');
  expect(text.startsWith(BOM), 'the file opens with the UTF-8 BOM').toBe(true);
  expect(text.slice(1).split('\r\n')[0]).toContain(';');
  const parsed = Papa.parse<string[]>(text.slice(1), { delimiter: ';', newline: '\r\n' });
  expect(parsed.errors).toEqual([]);
  const rows = parsed.data.filter((row) => row.length > 1 || row[0] !== '');
  const [header = [], ...body] = rows;
  return { header, body, cell: (row: string[], name: string) => row[header.indexOf(name)] };
}

/** Opens the dialog, picks `preset`, downloads the file and says it was saved. */
async function exportWith(page: Page, preset: string): Promise<Download> {
  await page.getByRole('button', { name: 'Exportar para CRM' }).click();
  const dialog = page.getByRole('dialog', { name: 'Exportar para CRM' });
  await dialog
    .getByRole('combobox', { name: 'Formato do arquivo' })
    .selectOption({ label: preset });
  const downloading = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Baixar CSV' }).click();
  const download = await downloading;
  await expect(dialog.getByText(`Arquivo ${download.suggestedFilename()} baixado`)).toBeVisible();
  return download;
}

const rowsOf = async (response: Response): Promise<MockRow[]> => {
  const body: unknown = await response.json();
  return (Array.isArray(body) ? body : (body as { data: MockRow[] }).data) as MockRow[];
};

test('the search exports every row for HubSpot, checked column by column against the mock', async ({
  page,
  createUser,
  login,
}, testInfo) => {
  await login(page, await createUser());
  // A search of a few hundred rows: the answer is read as it arrives, before the browser drops it.
  await searchByName(page, 'AC - Acre', 'Padaria Estrela do Norte');
  const { total } = await shownAndTotal(page);
  const answered = page.waitForResponse((r) => r.url().includes('/api/empresas/all/')).then(rowsOf);
  const download = await exportWith(page, 'HubSpot');
  const mockRows = await answered;
  expect(download.suggestedFilename()).toBe('empresas_hubspot.csv');

  const csv = await readCsv(download, testInfo.outputPath('empresas_hubspot.csv'));
  expect(csv.header).toEqual(HUBSPOT);
  expect(csv.body).toHaveLength(Math.min(total, 65_535));
  expect(csv.body).toHaveLength(mockRows.length);
  const [first = []] = csv.body;
  const company = mockRows[0]!;
  expect(csv.cell(first, 'Company name')).toBe(company.razao_social.replace(/\s+/g, ' ').trim());
  expect(csv.cell(first, 'CNPJ')).toBe(masked(company.cnpj));
  expect(csv.cell(first, 'Phone number')).toBe(international(company.ddd1, company.fone1));
  // The CEP, the street type and the complement the Excel file of the same search holds.
  expect(company.cep, 'the mock sends the row extension').toMatch(/^\d{8}$/);
  expect(csv.cell(first, 'Postal code')).toBe(maskedCep(company.cep));
  expect(csv.cell(first, 'Street address')).toContain(`${company.tipo_logradouro} `);
  expect(csv.cell(first, 'Street address 2')).toBe(company.complemento ?? '');
  expect(csv.cell(first, 'City')).toBe(company.municipio ?? '');
  expect(csv.cell(first, 'State/Region')).toBe(company.uf);
  expect(csv.cell(first, 'Country/Region')).toBe('Brasil');
  expect(csv.cell(first, 'E-mail')).toBe((company.email ?? '').trim().toLowerCase());
  // Every phone is written one way, and no CNPJ, CEP or phone is a cell a spreadsheet makes a number.
  for (const row of csv.body) {
    expect(csv.cell(row, 'Phone number')).toMatch(PHONE);
    for (const name of ['CNPJ', 'Postal code', 'Phone number'])
      expect(csv.cell(row, name)).not.toMatch(NUMBER_LIKE);
  }
});

test('the column picker is remembered by the browser after a reload', async ({
  page,
  createUser,
  login,
}, testInfo) => {
  await login(page, await createUser());
  // A search of a few hundred rows: the file read back here is only for its header, and a search of
  // thousands made the export read every one of its pages (most of a minute) for nothing.
  await searchByName(page, 'AC - Acre', 'Padaria Estrela do Norte');
  await page.getByRole('button', { name: 'Exportar para CRM' }).click();
  let dialog = page.getByRole('dialog', { name: 'Exportar para CRM' });
  await dialog
    .getByRole('combobox', { name: 'Formato do arquivo' })
    .selectOption({ label: 'HubSpot' });
  await dialog.getByRole('checkbox', { name: /^Company domain name/ }).click();
  await dialog.getByRole('checkbox', { name: /^Website URL/ }).click();
  await dialog.getByRole('button', { name: 'Cancelar' }).click();

  await page.reload();
  await expect(page.getByText(/Exibindo [\d.]+ de [\d.]+ resultados/)).toBeVisible();
  await page.getByRole('button', { name: 'Exportar para CRM' }).click();
  dialog = page.getByRole('dialog', { name: 'Exportar para CRM' });
  await expect(dialog.getByRole('combobox', { name: 'Formato do arquivo' })).toHaveValue('hubspot');
  await expect(dialog.getByRole('checkbox', { name: /^Company domain name/ })).not.toBeChecked();
  await expect(dialog.getByRole('checkbox', { name: /^Website URL/ })).not.toBeChecked();
  await expect(dialog.getByRole('checkbox', { name: /^Company name/ })).toBeChecked();

  const downloading = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Baixar CSV' }).click();
  const csv = await readCsv(await downloading, testInfo.outputPath('remembered.csv'));
  expect(csv.header).toEqual(
    HUBSPOT.filter((name) => name !== 'Company domain name' && name !== 'Website URL'),
  );
});

test("a list exports every company for Pipedrive, checked against the mock's list", async ({
  page,
  createUser,
  login,
}, testInfo) => {
  await login(page, await createUser());
  const menu = page.getByRole('navigation', { name: 'Menu principal' });
  await menu.getByRole('button', { name: 'Minhas Listas' }).click();
  // A new paid user starts with "Prospecção", 6 companies (apps/mock-server README, Demo users).
  await menu.getByRole('link', { name: 'Prospecção' }).click();
  await expect(page.getByRole('heading', { name: 'Prospecção', level: 1 })).toBeVisible();

  const answered = page
    .waitForResponse(
      (r) => /\/api\/listas\/\d+\?/.test(r.url()) && r.url().includes('recordsPerPage=1000'),
    )
    .then(rowsOf);
  const download = await exportWith(page, 'Pipedrive');
  const mockRows = await answered;
  expect(download.suggestedFilename()).toMatch(/^Prospecção - [\d-]+_pipedrive\.csv$/);

  const csv = await readCsv(download, testInfo.outputPath('lista.csv'));
  expect(csv.header).toEqual(PIPEDRIVE);
  expect(csv.body).toHaveLength(6);
  const [first = []] = csv.body;
  const company = mockRows[0]!;
  expect(csv.cell(first, 'Organization - Name')).toBe(
    company.razao_social.replace(/\s+/g, ' ').trim(),
  );
  expect(csv.cell(first, 'CNPJ')).toBe(masked(company.cnpj));
  expect(csv.cell(first, 'Telefone')).toBe(international(company.ddd1, company.fone1));
  expect(csv.cell(first, 'Organization - Address')).toContain(company.uf);
  await page
    .getByRole('dialog', { name: 'Exportar para CRM' })
    .getByRole('button', { name: 'Fechar' })
    .first()
    .click();

  // Agendor: its three phone columns in one format, and the CEP the list's rows carry.
  const agendor = await readCsv(
    await exportWith(page, 'Agendor'),
    testInfo.outputPath('agendor.csv'),
  );
  for (const row of agendor.body) {
    for (const name of ['Telefone', 'Celular', 'WhatsApp'])
      expect(agendor.cell(row, name)).toMatch(PHONE);
    expect(agendor.cell(row, 'CEP')).toMatch(/^\d{5}-\d{3}$/);
  }
  expect(agendor.cell(agendor.body[0]!, 'CEP')).toBe(maskedCep(company.cep));
});

test('on the free plan the dialog exports nothing and offers "Assinar"', async ({
  page,
  createUser,
  login,
}) => {
  await login(page, await createUser('free'));
  await searchByName(page, 'SP - São Paulo', 'Comercio');
  await page.getByRole('button', { name: 'Exportar para CRM' }).click();
  const dialog = page.getByRole('dialog', { name: 'Exportar para CRM' });
  await expect(
    dialog.getByText(
      'Você está no plano Grátis. Faça um upgrade para exportar empresas para o seu CRM.',
    ),
  ).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Baixar CSV' })).toBeDisabled();
  await expect(dialog.getByRole('link', { name: 'Assinar' })).toHaveAttribute(
    'href',
    '/minha-assinatura?liberar=exportacao',
  );
});
