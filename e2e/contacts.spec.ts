// docs/product.md#contacts: every phone calls (tel:), a mobile opens WhatsApp with the user's
// greeting (edited once, kept by the browser), each e-mail carries its label, on a desktop and on a
// phone; the spreadsheets type each phone and link a mobile to WhatsApp.
import ExcelJS from 'exceljs';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { searchByName } from './support/search.ts';

const PHONE = /^\(\d{2}\) \d{4,5}-\d{4}$/;
const TEL = /^tel:\+55\d{10,11}$/;
const GREETING = encodeURIComponent('Olá! Encontrei a ');
const WHATSAPP = new RegExp(`^https://wa\\.me/55\\d{2}9\\d{8}\\?text=${GREETING}`);
const LABEL = /^(domínio próprio|provedor genérico|provável contador)$/;

/** The search results, as a table (wide) or cards (narrow). */
async function results(page: Page) {
  await searchByName(page, 'SP - São Paulo', 'Comercio');
  return page
    .getByRole('grid', { name: 'Empresas encontradas' })
    .or(page.getByRole('list', { name: 'Empresas encontradas' }));
}

test('the results call every phone, open WhatsApp for mobiles and label each e-mail', async ({
  page,
  createUser,
  login,
}) => {
  await login(page, await createUser());
  const found = await results(page);
  const call = found.locator('a[href^="tel:"]').first();
  await expect(call).toHaveAttribute('href', TEL);
  await expect(call).toHaveText(PHONE);
  const whatsapp = found.getByRole('link', { name: /^WhatsApp/ }).first();
  await expect(whatsapp).toHaveAttribute('href', WHATSAPP);
  await expect(whatsapp).toHaveAttribute('target', '_blank');
  await expect(found.getByText(LABEL).first()).toBeVisible();
  // Every e-mail writes to the company, in the table and in the compact view alike (decision 059).
  const emails = found.locator('a[href^="mailto:"]');
  await expect(emails.first()).toHaveAttribute('href', /^mailto:[^@\s]+@[^@\s]+$/);
  const count = await emails.count();
  expect(count).toBeGreaterThan(0);
  await page.getByRole('radio', { name: 'Compacta' }).check();
  await expect(found.locator('a[href^="mailto:"]')).toHaveCount(count);
});

test('the greeting is written once and kept by the browser', async ({
  page,
  createUser,
  login,
}) => {
  await login(page, await createUser());
  const found = await results(page);
  await found.getByRole('button', { name: 'Editar mensagem do WhatsApp' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Mensagem do WhatsApp' });
  await dialog.getByRole('textbox', { name: 'Mensagem' }).fill('Bom dia! Falo com a {empresa}?');
  await dialog.getByRole('button', { name: 'Salvar mensagem' }).click();
  await expect(dialog).toBeHidden();
  const kept = new RegExp(`\\?text=${encodeURIComponent('Bom dia! Falo com a ')}`);
  await expect(found.getByRole('link', { name: /^WhatsApp/ }).first()).toHaveAttribute(
    'href',
    kept,
  );

  await page.reload();
  const again = page.getByRole('grid', { name: 'Empresas encontradas' });
  await expect(again.getByRole('link', { name: /^WhatsApp/ }).first()).toHaveAttribute(
    'href',
    kept,
  );
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('the cards keep the tel: and WhatsApp links, big enough to tap', async ({
    page,
    createUser,
    login,
  }) => {
    await login(page, await createUser());
    const cards = await results(page);
    await expect(page.getByRole('list', { name: 'Empresas encontradas' })).toBeVisible();
    for (const link of [
      cards.locator('a[href^="tel:"]').first(),
      cards.getByRole('link', { name: /^WhatsApp/ }).first(),
    ]) {
      await link.scrollIntoViewIfNeeded();
      await expect(link).toBeVisible();
      const box = (await link.boundingBox())!;
      expect(box.height).toBeGreaterThanOrEqual(24);
      expect(box.x + box.width).toBeLessThanOrEqual(390);
    }
    await expect(cards.locator('a[href^="tel:"]').first()).toHaveAttribute('href', TEL);
    await expect(cards.locator('a[href^="mailto:"]').first()).toHaveAttribute('href', /^mailto:/);
    await expect(cards.getByRole('link', { name: /^WhatsApp/ }).first()).toHaveAttribute(
      'href',
      WHATSAPP,
    );
  });
});

test("a list's spreadsheet types each phone and links its mobile to WhatsApp", async ({
  page,
  createUser,
  login,
}, testInfo) => {
  await login(page, await createUser(), '/minhas-listas');
  await page.getByRole('main').getByRole('link', { name: 'Prospecção' }).click();
  const list = page.getByRole('grid', { name: 'Empresas da lista' });
  await expect(list.locator('a[href^="tel:"]').first()).toHaveAttribute('href', TEL);
  // A list's rows write to each company as the results do (the one contacts part, decision 059).
  await expect(list.locator('a[href^="mailto:"]').first()).toHaveAttribute(
    'href',
    /^mailto:\S+@\S+$/,
  );

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Exportar Excel' }).click();
  const file = testInfo.outputPath('lista.xlsx');
  await (await downloading).saveAs(file);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(file);
  const sheet = workbook.worksheets[0]!;
  const headers = (sheet.getRow(1).values as unknown[]).slice(1);
  expect(headers).toEqual(
    expect.arrayContaining(['Tipo do telefone 1', 'Tipo do telefone 2', 'WhatsApp']),
  );
  const column = (header: string) =>
    (sheet.getColumn(headers.indexOf(header) + 1).values as unknown[]).slice(2);
  for (const type of column('Tipo do telefone 1'))
    expect(['Fixo', 'Celular', 'Celular antigo', '', undefined, null]).toContain(type);
  for (const cell of column('WhatsApp').filter(Boolean))
    expect((cell as { hyperlink: string }).hyperlink).toMatch(/^https:\/\/wa\.me\/55\d{2}9\d{8}$/);
});
