// docs/product.md#screens-and-routes company search, #validation validation, #states-and-transitions search and selection, against the mock's deterministic
// search (apps/mock-server README: same criteria, same total and rows).
import { expect, test } from './fixtures.ts';
import { MOCK_URL } from './support/env.ts';
import {
  chooseUf,
  dismissAlert,
  openSearch,
  pressSearch,
  searchByName,
  shownAndTotal,
} from './support/search.ts';

test.beforeEach(async ({ page, createUser, login }) => {
  await login(page, await createUser());
});

test('each validation alert stops the search before any call (docs/product.md#validation)', async ({
  page,
}) => {
  const searches: string[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith(`${MOCK_URL}/api/empresas/`)) searches.push(request.url());
  });
  await openSearch(page);
  await pressSearch(page);
  await dismissAlert(page, 'Por favor, selecione uma UF e ao menos um outro filtro.');

  await chooseUf(page, 'SP - São Paulo');
  await pressSearch(page);
  await dismissAlert(page, 'Por favor, selecione uma UF e ao menos um outro filtro.');

  const cep = page.getByRole('textbox', { name: 'CEP' });
  await cep.fill('0131');
  await cep.blur();
  await expect(page.getByText('CEP inválido.')).toBeVisible();
  await pressSearch(page);
  await dismissAlert(page, 'O CEP informado é inválido.');
  expect(searches).toEqual([]);

  await cep.fill('01310100');
  await expect(cep).toHaveValue('01310-100');
  await expect(page.getByText('CEP inválido.')).toBeHidden();
});

test('a search with filters shows the first page, and paging walks the pages', async ({ page }) => {
  await searchByName(page, 'SP - São Paulo', 'Comercio');
  const { shown, total } = await shownAndTotal(page);
  expect(shown).toBe(50);
  const pages = Math.ceil(total / 50);
  await expect(
    page.getByText(`Página 1 de ${pages.toLocaleString('pt-BR')}`).first(),
  ).toBeVisible();
  const table = page.getByRole('grid', { name: 'Empresas encontradas' });
  const firstCnpj = await table.getByRole('row').nth(1).getByRole('link').first().innerText();

  await page.getByRole('button', { name: 'Próxima', exact: true }).first().click();
  await expect(
    page.getByText(`Página 2 de ${pages.toLocaleString('pt-BR')}`).first(),
  ).toBeVisible();
  await expect(table.getByRole('row').nth(1).getByRole('link').first()).not.toHaveText(firstCnpj);

  await page.getByRole('button', { name: 'Anterior', exact: true }).first().click();
  await expect(
    page.getByText(`Página 1 de ${pages.toLocaleString('pt-BR')}`).first(),
  ).toBeVisible();
  await expect(table.getByRole('row').nth(1).getByRole('link').first()).toHaveText(firstCnpj);
});

test('a search that finds nothing says so', async ({ page, mock }) => {
  const userId = await page.evaluate(() => localStorage.getItem('backendUserId'));
  await mock.setScenario(String(userId), 'emptySearch');
  await openSearch(page);
  await chooseUf(page, 'SP - São Paulo');
  await page.getByRole('textbox', { name: 'Nome da empresa' }).fill('Comercio');
  await page.getByRole('textbox', { name: 'Nome da empresa' }).press('Enter');
  await expect(page.getByText('Nenhuma empresa encontrada')).toBeVisible();
});
