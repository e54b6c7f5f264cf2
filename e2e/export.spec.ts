// docs/product.md#calls, #limits-and-constants: "Excel" downloads empresas.xlsx, a real workbook whose rows are the search's
// results in the same order as the screen (the mock generates both from the same criteria).
import ExcelJS from 'exceljs';
import { expect, test } from './fixtures.ts';
import { searchByName, shownAndTotal } from './support/search.ts';
import { unmasked } from './support/cnpj.ts';

test('"Excel" downloads empresas.xlsx with every result, first row as on screen', async ({
  page,
  createUser,
  login,
}, testInfo) => {
  await login(page, await createUser());
  await searchByName(page, 'AC - Acre', 'Padaria Estrela do Norte');
  const { total } = await shownAndTotal(page);
  expect(total).toBeGreaterThan(1);
  const firstOnScreen = await page
    .getByRole('grid', { name: 'Empresas encontradas' })
    .getByRole('row')
    .nth(1)
    .getByRole('link')
    .first()
    .innerText();

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Excel' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('empresas.xlsx');
  const file = testInfo.outputPath('empresas.xlsx');
  await download.saveAs(file);

  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(file);
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new Error('the workbook has no sheet');
  expect(sheet.getRow(1).getCell(1).text).toBe('CNPJ');
  expect(sheet.getRow(1).getCell(2).text).toBe('Razão Social');
  expect(sheet.actualRowCount - 1).toBe(Math.min(total, 65_535));
  expect(unmasked(sheet.getRow(2).getCell(1).text)).toBe(unmasked(firstOnScreen));
});
