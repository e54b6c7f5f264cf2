// docs/product.md#screens-and-routes Layout on a phone: no side menu; the slide-in menu holds the entries and "Sair"; search
// results are cards, and no page scrolls sideways.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { searchByName } from './support/search.ts';

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

/** Whether the page is wider than the screen (content cut off or sideways scrolling). */
const overflowsSideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);

test('a phone user navigates with the slide-in menu and logs out from it', async ({
  page,
  createUser,
  login,
}) => {
  await login(page, await createUser());
  await expect(page.getByRole('navigation', { name: 'Menu principal' })).toBeHidden();
  expect(await overflowsSideways(page)).toBe(false);

  await page.getByRole('button', { name: 'Abrir menu' }).click();
  const menu = page.getByRole('dialog', { name: 'Menu' });
  await menu.getByRole('link', { name: 'Pesquisar CNPJ' }).click();
  await expect(page).toHaveURL(/\/pesquisar-cnpj$/);
  await expect(menu).toBeHidden();
  expect(await overflowsSideways(page)).toBe(false);

  await page.getByRole('button', { name: 'Abrir menu' }).click();
  await menu.getByRole('button', { name: 'Sair' }).click();
  await expect(page).toHaveURL(/\/login/);
});

test('search results are cards on a phone, without sideways scrolling', async ({
  page,
  createUser,
  login,
}) => {
  await login(page, await createUser());
  await searchByName(page, 'SP - São Paulo', 'Comercio');
  await expect(page.getByRole('list', { name: 'Empresas encontradas' })).toBeVisible();
  await expect(page.getByRole('grid', { name: 'Empresas encontradas' })).toHaveCount(0);
  expect(await overflowsSideways(page)).toBe(false);
});

test('"Compacta" on a phone draws short cards, so more companies fit a screen', async ({
  page,
  createUser,
  login,
}) => {
  await login(page, await createUser());
  await searchByName(page, 'SP - São Paulo', 'Comercio');
  const cards = page.getByRole('list', { name: 'Empresas encontradas' }).getByRole('listitem');
  const firstHeight = async () => (await cards.first().boundingBox())?.height ?? 0;
  await expect(cards.first()).toBeVisible();
  const comfortable = await firstHeight();
  await page.getByRole('radio', { name: 'Compacta' }).check();
  await expect.poll(firstHeight).toBeLessThan(comfortable * 0.7);
  // The short card keeps what a prospector acts on: the CNPJ, the call and the e-mail.
  const card = cards.first();
  await expect(card.locator('a[href^="/detalhes/"]')).toBeVisible();
  await expect(card.locator('a[href^="mailto:"], a[href^="tel:"]').first()).toBeVisible();
  expect(await overflowsSideways(page)).toBe(false);
});
