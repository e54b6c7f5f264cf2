// docs/product.md#bulk-cnpj-lookup "Consultar CNPJs em lote", end to end against the mock: mixed pasted
// text, .csv and .xlsx uploads, cancelling a slow run midway, the fallback against a backend without
// the bulk call, and the found companies added to a list.
import {
  BULK_CANCELLED_MESSAGE,
  BULK_EMPTY_MESSAGE,
  BULK_FALLBACK_NOTICE,
  BULK_ONLY_INVALID_MESSAGE,
  CNPJ_INVALID_MESSAGE,
  CNPJ_LENGTH_MESSAGE,
  withCheckDigits,
} from '@cnpj/domain';
import { readFile } from 'node:fs/promises';
import ExcelJS from 'exceljs';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';

const PATH = '/consultar-cnpjs-em-lote';
/** Valid CNPJs the mock holds (any root but 99...), and one it does not. */
const found = Array.from({ length: 40 }, (_, n) => withCheckDigits(`${31_000_000 + n * 7}0001`));
const missing = withCheckDigits('991234560001');
const mask = (cnpj: string) => cnpj.replace(/^(.{2})(.{3})(.{3})(.{4})(.{2})$/, '$1.$2.$3/$4-$5');

async function paste(page: Page, text: string) {
  const box = page.getByRole('textbox', { name: 'CNPJs' });
  await box.fill(text);
  return box;
}

const fileInput = (page: Page) => page.getByLabel('Enviar arquivo (.txt, .csv ou .xlsx)');

test('mixed pasted text: counts, statuses, the missing ones as a .csv and the found ones to a list', async ({
  page,
  createUser,
  login,
}) => {
  await login(page, await createUser(), '/pesquisar-cnpj');
  await page.getByRole('link', { name: 'Tem muitos CNPJs? Consulte em lote' }).click();
  await expect(page).toHaveURL(PATH);
  await paste(
    page,
    [
      `CNPJ: ${mask(found[0]!)}; ${found[1]}`,
      `${found[0]}, ${mask(missing)}`,
      '11.222.333/0001-82 e 11.222.333/0001',
      // A mistyped alphanumeric CNPJ (a wrong check digit), in lower case.
      '12abc34501de36',
    ].join('\n'),
  );
  await expect(page.getByText('3 válidos, 1 repetido, 3 inválidos')).toBeVisible();
  await page.getByRole('button', { name: 'Consultar' }).click();
  await expect(page.getByRole('heading', { name: 'Encontradas (2)' })).toBeVisible();
  const unfound = page.getByRole('region', { name: 'CNPJs sem dados' });
  await expect(unfound.getByRole('cell', { name: 'Não encontrada' })).toHaveCount(1);
  await expect(unfound.getByRole('cell', { name: 'Inválida' })).toHaveCount(3);
  await expect(unfound.getByRole('row', { name: /12\.ABC\.345\/01DE-36/ })).toContainText(
    CNPJ_INVALID_MESSAGE,
  );

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Baixar não encontradas e inválidas (.csv)' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('cnpjs-nao-encontrados.csv');
  const text = await readFile((await file.path())!, 'utf-8');
  expect(text).toContain(mask(missing));
  expect(text).toContain('Não encontrada');
  const mistyped = text.split('\r\n').find((line) => line.includes('12.ABC.345/01DE-36'));
  expect(mistyped).toContain('Inválida');
  expect(mistyped).toContain(CNPJ_INVALID_MESSAGE);

  await page.getByRole('button', { name: 'Adicionar à lista' }).click();
  const dialog = page.getByRole('dialog', { name: 'Adicionar à lista' });
  await dialog.getByRole('button', { name: 'Criar nova lista' }).click();
  await dialog.getByRole('textbox', { name: 'Nome da lista' }).fill('Lote E2E');
  await dialog.getByRole('button', { name: 'Criar lista' }).click();
  await expect(dialog.getByRole('radio', { name: 'Lote E2E' })).toBeChecked();
  await dialog.getByRole('button', { name: 'Adicionar', exact: true }).click();
  await expect(dialog.getByText('Empresas adicionadas à lista com sucesso!')).toBeVisible();
  // The text typed is still there after all of it.
  await expect(page.getByRole('textbox', { name: 'CNPJs' })).toHaveValue(/CNPJ: /);
});

test('mistyped alphanumeric CNPJs pasted alone are listed as invalid, each with its reason', async ({
  page,
  createUser,
  login,
}) => {
  await login(page, await createUser(), PATH);
  await paste(page, '12ABC34501DE36\n12ABC34501DE3\nab.cde.fgh/ijkl-12');
  await expect(page.getByText('0 válidos, 0 repetidos, 3 inválidos')).toBeVisible();
  await page.getByText('CNPJs inválidos (3)').click();
  await expect(page.getByText(`12ABC34501DE3: ${CNPJ_LENGTH_MESSAGE}`)).toBeVisible();
  await expect(page.getByText(`ab.cde.fgh/ijkl-12: ${CNPJ_INVALID_MESSAGE}`)).toBeVisible();
  await page.getByRole('button', { name: 'Consultar' }).click();
  await expect(page.getByText(BULK_ONLY_INVALID_MESSAGE)).toBeVisible();
  await expect(page.getByText(BULK_EMPTY_MESSAGE)).toBeHidden();
});

test('a .csv and an .xlsx upload find their CNPJ column', async ({ page, createUser, login }) => {
  await login(page, await createUser(), PATH);
  const csv = ['Empresa;Documento;Cidade', ...found.slice(0, 3).map((c) => `X;${mask(c)};SP`)];
  await fileInput(page).setInputFiles({
    name: 'clientes.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(csv.join('\r\n'), 'utf-8'),
  });
  await expect(page.getByRole('combobox', { name: 'Coluna com os CNPJs' })).toHaveValue('1');
  await expect(page.getByText('3 válidos, 0 repetidos, 0 inválidos')).toBeVisible();

  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Empresas');
  sheet.addRow(['Nome', 'CNPJ']);
  // One as a number, as a spreadsheet keeps it, leading zeros and all lost.
  sheet.addRow(['A', Number(found[3])]);
  found.slice(4, 8).forEach((cnpj) => sheet.addRow(['B', mask(cnpj)]));
  await fileInput(page).setInputFiles({
    name: 'clientes.xlsx',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: Buffer.from(await workbook.xlsx.writeBuffer()),
  });
  await expect(page.getByRole('combobox', { name: 'Coluna com os CNPJs' })).toHaveValue('1');
  await expect(page.getByText('5 válidos, 0 repetidos, 0 inválidos')).toBeVisible();
  await page.getByRole('button', { name: 'Consultar' }).click();
  await expect(page.getByRole('heading', { name: 'Encontradas (5)' })).toBeVisible();

  // A password-protected spreadsheet (an OLE file) is refused by its signature.
  const ole = Buffer.alloc(512);
  Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]).copy(ole);
  await fileInput(page).setInputFiles({ name: 'senha.xlsx', mimeType: '', buffer: ole });
  await expect(page.getByRole('alert')).toContainText('protegida por senha');
});

test('without the bulk call, each CNPJ is read on its own, and "Cancelar" keeps what came in', async ({
  page,
  createUser,
  login,
  mock,
  consoleErrors,
}) => {
  // The bulk call's 404 is the answer that starts the fallback.
  consoleErrors.allow(/Failed to load resource.*404/);
  const userId = await login(page, await createUser());
  await mock.setScenario(userId, 'bulkUnavailable', 'bulkSlow');
  await page.goto(PATH);
  await paste(page, found.join('\n'));
  await page.getByRole('button', { name: 'Consultar' }).click();
  await expect(page.getByText(BULK_FALLBACK_NOTICE)).toBeVisible();
  await expect(page.getByText(/^([4-9]|[1-3]\d) de 40$/)).toBeVisible();
  await page.getByRole('button', { name: 'Cancelar' }).click();
  await expect(page.getByText(BULK_CANCELLED_MESSAGE)).toBeVisible();
  const heading = page.getByRole('heading', { name: /^Encontradas \(\d+\)$/ });
  const kept = Number((await heading.textContent())!.replace(/\D/g, ''));
  expect(kept).toBeGreaterThan(0);
  expect(kept).toBeLessThan(40);
  await expect(page.getByRole('cell', { name: 'Aguardando' })).toHaveCount(40 - kept);

  // The rest, looked up later without the delay: every one is found, none twice.
  await mock.setScenario(userId, 'bulkUnavailable');
  await page.getByRole('button', { name: 'Tentar de novo as que falharam' }).click();
  await expect(page.getByRole('heading', { name: 'Encontradas (40)' })).toBeVisible();
  await expect(page.getByText('40 de 40')).toBeHidden();
});
