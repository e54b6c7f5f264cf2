// docs/product.md#screens-and-routes one list (/minhas-listas/{id}) reached from the side menu's lists submenu, and its
// export, named after the list and the day (docs/product.md#my-lists), read back with exceljs.
import ExcelJS from 'exceljs';
import { expect, test } from './fixtures.ts';

test('a saved list opens from the menu and exports "Prospecção - dd-mm-aaaa.xlsx" with its companies', async ({
  page,
  createUser,
  login,
}, testInfo) => {
  await login(page, await createUser());
  const menu = page.getByRole('navigation', { name: 'Menu principal' });
  await menu.getByRole('button', { name: 'Minhas Listas' }).click();
  // A new paid user starts with "Prospecção", 6 companies (apps/mock-server README, Demo users).
  await menu.getByRole('link', { name: 'Prospecção' }).click();
  await expect(page).toHaveURL(/\/minhas-listas\/\d+$/);
  await expect(page.getByRole('heading', { name: 'Prospecção', level: 1 })).toBeVisible();

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Exportar Excel' }).click();
  const download = await downloading;
  // The browser's day, in São Paulo (playwright.config.ts), never the list's id.
  const day = await page.evaluate(() =>
    new Date().toLocaleDateString('pt-BR').replaceAll('/', '-'),
  );
  expect(download.suggestedFilename()).toBe(`Prospecção - ${day}.xlsx`);
  const file = testInfo.outputPath(download.suggestedFilename());
  await download.saveAs(file);

  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(file);
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new Error('the workbook has no sheet');
  expect(sheet.getRow(1).getCell(1).text).toBe('CNPJ');
  expect(sheet.actualRowCount - 1).toBe(6);
});
