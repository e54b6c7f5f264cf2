// docs/product.md#validation "Dates": opening dates are typed and picked day first (dd/mm/aaaa), in
// Portuguese, even in a browser set to English; the address and the search call carry yyyy-mm-dd.
import { expect, test } from './fixtures.ts';
import { MOCK_URL } from './support/env.ts';
import { chooseUf, openSearch, pressSearch } from './support/search.ts';

test.use({ locale: 'en-US' });

test.beforeEach(async ({ page, createUser, login }) => {
  await login(page, await createUser());
});

test('an English browser types 01022024 as 1 February and picks a day from a pt-BR calendar', async ({
  page,
}) => {
  const searches: string[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith(`${MOCK_URL}/api/empresas/`))
      searches.push(decodeURIComponent(request.url()));
  });
  await openSearch(page);
  expect(await page.evaluate(() => navigator.language)).toBe('en-US');
  await chooseUf(page, 'SP - São Paulo');

  const from = page.getByRole('textbox', { name: 'Data de abertura (de)' });
  await expect(from).toHaveAttribute('placeholder', 'dd/mm/aaaa');
  await from.pressSequentially('01022024');
  await expect(from).toHaveValue('01/02/2024');

  const to = page.getByRole('textbox', { name: 'Data de abertura (até)' });
  await to.locator('..').getByRole('button', { name: 'Abrir calendário' }).click();
  const calendar = page.getByRole('dialog', { name: 'Calendário' });
  await calendar.getByRole('combobox', { name: 'Escolha o ano' }).selectOption('2024');
  await calendar.getByRole('combobox', { name: 'Escolha o mês' }).selectOption('2');
  await expect(calendar.getByRole('grid', { name: 'março 2024' })).toBeVisible();
  await calendar.getByRole('button', { name: /15 de março de 2024/ }).click();
  await expect(calendar).toBeHidden();
  await expect(to).toHaveValue('15/03/2024');
  await expect(to).toBeFocused();

  await pressSearch(page);
  await expect(page.getByText(/Exibindo [\d.]+ de [\d.]+ resultados/)).toBeVisible();
  await expect(page).toHaveURL(/dataAberturaIni=2024-02-01/);
  await expect(page).toHaveURL(/dataAberturaFim=2024-03-15/);
  expect(searches.some((url) => url.includes('/2024-02-01/2024-03-15/'))).toBe(true);
});

test('an impossible date says so under the field, is kept as typed and is never sent', async ({
  page,
}) => {
  const searches: string[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith(`${MOCK_URL}/api/empresas/`))
      searches.push(decodeURIComponent(request.url()));
  });
  await openSearch(page);
  await chooseUf(page, 'SP - São Paulo');
  await page.getByRole('textbox', { name: 'Nome da empresa' }).fill('Comercio');
  const from = page.getByRole('textbox', { name: 'Data de abertura (de)' });
  await from.pressSequentially('31022024');
  await expect(from).toHaveValue('31/02/2024');
  await expect(from).toHaveAttribute('aria-invalid', 'true');
  await expect(from).toHaveAccessibleDescription('Data inválida: confira o dia e o mês.');

  // The filters (and the address) hold '' for it, and the text stays.
  await page.getByRole('textbox', { name: 'Nome da empresa' }).click();
  await expect(from).toHaveValue('31/02/2024');
  await expect(page).not.toHaveURL(/dataAberturaIni=/);

  await pressSearch(page);
  await expect(page.getByText(/Exibindo [\d.]+ de [\d.]+ resultados/)).toBeVisible();
  expect(searches.length).toBeGreaterThan(0);
  expect(searches.every((url) => !url.includes('2024-02-31') && !url.includes('31/02/2024'))).toBe(
    true,
  );
});
