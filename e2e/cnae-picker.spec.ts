// docs/product.md#search: the CNAE pickers find activities in the words people use, against
// the mock's GET /api/cnaes (real CNAE 2.3 subclasses with their official descriptions).
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { MOCK_URL } from './support/env.ts';
import { chooseUf, openSearch, pressSearch } from './support/search.ts';

test.beforeEach(async ({ page, createUser, login }) => {
  await login(page, await createUser());
  await openSearch(page);
});

/** Types into a CNAE picker and returns its listbox of offered options. */
async function typeInPicker(page: Page, picker: string, text: string) {
  await page.getByRole('combobox', { name: picker, exact: true }).fill(text);
  const listbox = page.getByRole('listbox', { name: picker, exact: true });
  await expect(listbox).toBeVisible();
  return listbox.getByRole('option');
}

test('an everyday name offers its subclass first, and the search asks for it', async ({ page }) => {
  await chooseUf(page, 'SP - São Paulo');
  const options = await typeInPicker(page, 'CNAEs', 'salão de beleza');
  await expect(options.first()).toHaveText('9602501 - Cabeleireiros, manicure e pedicure');
  await page.getByRole('combobox', { name: 'CNAEs', exact: true }).press('Enter');
  await expect(page.getByText('1 selecionado')).toBeVisible();

  const search = page.waitForRequest((request) =>
    request.url().startsWith(`${MOCK_URL}/api/empresas/`),
  );
  await pressSearch(page);
  expect((await search).url()).toContain('9602501');
});

test('the code as the CNPJ card prints it finds the subclass', async ({ page }) => {
  for (const code of ['5611-2/01', '56.11-2-01']) {
    const options = await typeInPicker(page, 'CNAEs secundários', code);
    await expect(options.first()).toHaveText('5611201 - Restaurantes e similares');
  }
  const options = await typeInPicker(page, 'CNAEs', '5611');
  await expect(options.first()).toHaveText(/^5611/);
});

test('words in another order find the bakery class first', async ({ page }) => {
  const options = await typeInPicker(page, 'CNAEs', 'confeitaria padaria');
  await expect(options.first()).toHaveText(
    '4721102 - Padaria e confeitaria com predominância de revenda',
  );
});
