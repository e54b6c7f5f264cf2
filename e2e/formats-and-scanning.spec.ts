// docs/product.md#layout, #formats, #search: the update dates' explanation opens on a click, a tap and
// Enter; phones, CEPs and addresses read one way on the results, a list's page, the detail and the
// spreadsheets (which open with a frozen, filtered header row); the compact view's columns line up,
// and a cut text shows whole on hover and keyboard focus.
import ExcelJS from 'exceljs';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { searchByName } from './support/search.ts';

const PHONE = /^\(\d{2}\) \d{4,5}-\d{4}$/;
const CEP = /^\d{5}-\d{3}$/;
const EXPLANATION =
  /^A base contém empresas criadas até \d{2}\/\d{2}\/\d{4}\. A próxima atualização da Receita Federal está prevista para \d{2}\/\d{2}\/\d{4}\. Os novos dados são importados automaticamente\.$/;

/** The explanation of the update dates, once open. */
const explanation = (page: Page) =>
  page.getByRole('dialog', { name: 'Sobre as datas de atualização' });

/** The text a cut cell's bubble shows (its ::after), or "none". */
const bubble = (cell: Locator) =>
  cell.evaluate((element) => getComputedStyle(element, '::after').content);

test.describe('the update dates', () => {
  test.beforeEach(async ({ page, createUser, login }) => {
    await login(page, await createUser());
  });

  test('explain themselves on a click and on Enter, and Escape closes the explanation', async ({
    page,
  }) => {
    const badges = page.getByRole('button', { name: /Atualizado até \d{2}\/\d{2}\/\d{4}/ });
    await badges.click();
    await expect(explanation(page)).toHaveText(EXPLANATION);
    await page.keyboard.press('Escape');
    await expect(explanation(page)).toBeHidden();
    await expect(badges).toBeFocused();

    await page.keyboard.press('Enter');
    await expect(explanation(page)).toBeVisible();
    await expect(explanation(page)).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(explanation(page)).toBeHidden();
  });
});

test.describe('the update dates on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('show under the header and explain themselves on a tap', async ({
    page,
    createUser,
    login,
  }) => {
    await login(page, await createUser());
    const badges = page.getByRole('button', { name: /Atualizado até \d{2}\/\d{2}\/\d{4}/ });
    await expect(badges).toBeInViewport();
    await badges.tap();
    await expect(explanation(page)).toHaveText(EXPLANATION);
    const box = await explanation(page).boundingBox();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(390);
    // A tap below the explanation, on the page.
    await page.touchscreen.tap(195, 800);
    await expect(explanation(page)).toBeHidden();
  });
});

test('phones, CEPs and addresses read one way on the results, a list, the detail and the spreadsheet', async ({
  page,
  createUser,
  login,
}, testInfo) => {
  await login(page, await createUser());

  // The results: every phone and every address of the page.
  await searchByName(page, 'SP - São Paulo', 'Comercio');
  const results = page.getByRole('grid', { name: 'Empresas encontradas' });
  // A page of results is drawn a moment after its header, at low priority (decision 045).
  await expect(results.locator('tbody a[href^="tel:"]').first()).toBeVisible();
  // Every phone is a tel: link whose text is the phone as stored, formatted (docs/product.md#contacts).
  const phones = await results.locator('tbody a[href^="tel:"]').allInnerTexts();
  expect(phones.length).toBeGreaterThan(5);
  for (const phone of phones) expect(phone).toMatch(PHONE);

  // A list's page: "Prospecção", six companies, each with its address over its city.
  await page
    .getByRole('navigation', { name: 'Menu principal' })
    .getByRole('button', { name: 'Minhas Listas' })
    .click();
  await page.getByRole('link', { name: 'Prospecção' }).click();
  const list = page.getByRole('grid', { name: 'Empresas da lista' });
  await expect(list.getByRole('columnheader')).toContainText(['Endereço', 'Contato']);
  const listRows = list.locator('tbody tr');
  await expect(listRows).toHaveCount(6);
  const streets = await listRows
    .locator('td:nth-child(3) > span > span:first-child')
    .allInnerTexts();
  for (const street of streets) expect(street).toMatch(/^[^,]+, (\d+|S\/N) - .+$/);
  const listPhones = await listRows.locator('a[href^="tel:"]').allInnerTexts();
  for (const phone of listPhones.filter((text) => /\d/.test(text))) expect(phone).toMatch(PHONE);

  // The detail of the list's first company.
  const href = await listRows.first().getByRole('link').first().getAttribute('href');
  const detail = await page.context().newPage();
  await detail.goto(href!);
  const value = (label: string) =>
    detail
      .locator('dt', { hasText: new RegExp(`^${label}$`) })
      .locator('xpath=following-sibling::dd');
  await expect(value('CEP')).toHaveText(CEP);
  const call = value('Telefone 1').locator('a[href^="tel:"]');
  if ((await call.count()) > 0) expect((await call.innerText()).trim()).toMatch(PHONE);
  else await expect(value('Telefone 1')).toHaveText('Não informado');
  await detail.close();

  // The list's spreadsheet: the same formats, and a header row frozen and filtered.
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Exportar Excel' }).click();
  const file = testInfo.outputPath('lista.xlsx');
  await (await downloading).saveAs(file);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(file);
  const sheet = workbook.worksheets[0]!;
  expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
  expect(sheet.autoFilter).toBe('A1:T1');
  const column = (header: string) => {
    const index = (sheet.getRow(1).values as unknown[]).indexOf(header);
    return sheet.getColumn(index).values.slice(2).map(String);
  };
  for (const cep of column('CEP')) expect(cep).toMatch(CEP);
  for (const cell of column('Telefone 1').filter(Boolean)) expect(cell).toMatch(PHONE);
});

test.describe('the compact view', () => {
  test.use({ viewport: { width: 1366, height: 900 } });

  test('lines up city, status and opening date, and shows a cut text whole on hover and focus', async ({
    page,
    createUser,
    login,
  }, testInfo) => {
    await login(page, await createUser());
    await searchByName(page, 'SP - São Paulo', 'Comercio');
    await page.getByRole('radio', { name: 'Compacta' }).check();
    const table = page.getByRole('grid', { name: 'Empresas encontradas' });
    await expect(table.getByRole('columnheader')).toHaveText([
      // The select-all checkbox's column: no header text (the checkbox has its own name).
      '',
      'CNPJ',
      'Empresa',
      'Município/UF',
      'Situação',
      'Abertura',
      'Telefone',
      'E-mail',
    ]);
    await page.screenshot({ path: testInfo.outputPath('compact.png') });

    const rows = table.locator('tbody tr');
    for (const column of [4, 5, 6]) {
      const lefts = await rows
        .locator(`td:nth-child(${column})`)
        .evaluateAll((cells) => cells.map((cell) => Math.round(cell.getBoundingClientRect().left)));
      expect(new Set(lefts).size).toBe(1);
    }
    const dates = rows.locator('td:nth-child(6)');
    for (const text of await dates.allInnerTexts()) expect(text).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
    const cutDates = await dates.evaluateAll(
      (cells) => cells.filter((cell) => cell.scrollWidth > cell.clientWidth).length,
    );
    expect(cutDates).toBe(0);

    // A cut name takes focus from the keyboard and shows whole; a mouse over another shows it too.
    const cutRows = rows.filter({ has: page.locator('td:nth-child(3) > [data-full]') });
    expect(await cutRows.count()).toBeGreaterThan(1);
    const first = cutRows.first().locator('td:nth-child(3) > [data-full]');
    // The CNPJ cell's last control is "Não contatar"; in the grid the arrow moves on to the cut name
    // (decision 077).
    await cutRows
      .first()
      .getByRole('button', { name: /^Não contatar/ })
      .focus();
    await page.keyboard.press('ArrowRight');
    await expect(first).toBeFocused();
    expect(await bubble(first)).toBe(JSON.stringify(await first.getAttribute('data-full')));
    const second = cutRows.nth(1).locator('td:nth-child(3) > [data-full]');
    expect(await bubble(second)).toBe('none');
    await second.hover();
    expect(await bubble(second)).toBe(JSON.stringify(await second.getAttribute('data-full')));
    await page.screenshot({ path: testInfo.outputPath('compact-hover.png') });
  });
});

// Every page of the menu starts its title at the same place, so moving from one to the next moves
// nothing but what changed (decision 059); on a phone too, with the phone's margin.
for (const viewport of [
  { width: 1366, height: 900 },
  { width: 390, height: 844 },
]) {
  test(`page titles start at the same place on every page (${viewport.width} px)`, async ({
    page,
    createUser,
    login,
  }) => {
    await page.setViewportSize(viewport);
    await login(page, await createUser());
    const pages = [
      '/',
      '/pesquisar-empresas',
      '/pesquisar-cnpj',
      '/consultar-cnpjs-em-lote',
      '/minhas-listas',
      '/minha-assinatura',
    ];
    const starts: Record<string, { x: number; y: number }> = {};
    for (const href of pages) {
      await page.goto(href);
      const title = page.getByRole('heading', { level: 1 });
      await expect(title).toBeVisible();
      const box = (await title.boundingBox())!;
      starts[href] = { x: Math.round(box.x), y: Math.round(box.y) };
    }
    const first = starts['/']!;
    expect(starts).toEqual(Object.fromEntries(pages.map((href) => [href, first])));
  });
}
