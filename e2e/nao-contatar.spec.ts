// "Não contatar" you can trust (docs/product.md#search "Only companies new to you", decision 057), in
// the built app against the mock: the row stays in its place with a message and "Desfazer"; the undo
// takes the company off the list; a search reopened by reload leaves out what went on the list after
// it ran.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { searchByName } from './support/search.ts';

const results = (page: Page) => page.getByRole('grid', { name: 'Empresas encontradas' });

/** The CNPJs of the rows shown, as printed. */
async function shownCnpjs(page: Page): Promise<string[]> {
  const links = results(page).getByRole('link', { name: /^\w{2}\.\w{3}\.\w{3}\/\w{4}-\d{2}$/ });
  await expect(links.first()).toBeVisible();
  return links.allInnerTexts();
}

test.beforeEach(async ({ page, createUser, login }) => {
  await login(page, await createUser());
});

test('the row stays under the pointer, marked, and "Desfazer" takes it off the list', async ({
  page,
}) => {
  await searchByName(page, 'SP - São Paulo', 'Comercio');
  const [first, second] = await shownCnpjs(page);
  const button = results(page).getByRole('button', { name: `Não contatar ${first}` });
  const before = await button.boundingBox();
  await button.click();
  const status = page.getByRole('status').filter({ hasText: 'Empresa adicionada à lista' });
  await expect(status).toBeVisible();
  await expect(button).toHaveAttribute('aria-pressed', 'true');
  // Nothing moved: the same button is where the pointer is, the next row after it.
  expect(await button.boundingBox()).toEqual(before);
  expect((await shownCnpjs(page)).slice(0, 2)).toEqual([first, second]);

  await status.getByRole('button', { name: 'Desfazer' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Empresa retirada da lista "Não contatar".' }),
  ).toBeVisible();
  await expect(button).toHaveAttribute('aria-pressed', 'false');
});

test('a search reopened by reload leaves out the company put on "Não contatar"', async ({
  page,
}) => {
  await searchByName(page, 'SP - São Paulo', 'Comercio');
  const [first] = await shownCnpjs(page);
  await results(page)
    .getByRole('button', { name: `Não contatar ${first}` })
    .click();
  await expect(page.getByRole('status').filter({ hasText: 'Desfazer' })).toBeVisible();
  await page.reload();
  await expect(page.getByText(/Exibindo [\d.]+ de [\d.]+ resultados/)).toBeVisible();
  await expect.poll(() => shownCnpjs(page)).not.toContain(first);
});
