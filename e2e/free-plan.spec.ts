// docs/product.md#plans-and-permissions: the free plan G sees only the first 50 results, cannot export or build lists, and stops
// at 10 searches; each limit is told in the product's words. `+free` addresses are on plan G in the mock.
import { backendUserId, expect, test } from './fixtures.ts';
import { dismissAlert, openSearch, pressSearch, chooseUf, searchByName } from './support/search.ts';

test.beforeEach(async ({ page, createUser, login }) => {
  await login(page, await createUser('free'));
});

test('the layout says the user is on the free plan, linking to the subscription', async ({
  page,
}) => {
  const banner = page.getByRole('link', { name: 'Você está no plano grátis!' });
  await expect(banner).toBeVisible();
  await banner.click();
  await expect(page).toHaveURL(/\/minha-assinatura$/);
});

test('paging, Excel and lists are refused with the free-plan alerts', async ({ page }) => {
  await searchByName(page, 'SP - São Paulo', 'Comercio');

  await page.getByRole('button', { name: 'Próxima', exact: true }).first().click();
  await dismissAlert(
    page,
    'Você está no plano Grátis. Apenas os 50 primeiros resultados estão disponíveis. Assine para ter acesso completo.',
  );
  await expect(page.getByText(/Página 1 de/).first()).toBeVisible();

  await page.getByRole('button', { name: 'Excel' }).click();
  await dismissAlert(
    page,
    'Você está no plano Grátis. Faça um upgrade para exportar suas pesquisas para Excel.',
  );

  await page
    .getByRole('grid', { name: 'Empresas encontradas' })
    .getByRole('row')
    .nth(1)
    .getByRole('checkbox')
    .check();
  await page
    .getByRole('region', { name: 'Seleção' })
    .getByRole('button', { name: 'Adicionar à lista' })
    .click();
  await expect(
    page.getByText('Você está no plano Grátis. Assine para poder gerar listas.'),
  ).toBeVisible();
});

test('the 11th search is refused with the search-limit alert', async ({ page, mock }) => {
  const userId = await backendUserId(page);
  await mock.setScenario(userId, 'searchLimitReached');
  let searched = false;
  page.on('request', (request) => {
    if (/\/api\/empresas\/(?!pagina|all|detalhe|socios)/.test(request.url())) searched = true;
  });
  await openSearch(page);
  await chooseUf(page, 'SP - São Paulo');
  await page.getByRole('textbox', { name: 'Nome da empresa' }).fill('Comercio');
  await pressSearch(page);
  await dismissAlert(
    page,
    'Você atingiu o limite de 10 pesquisas do plano grátis. Faça um upgrade para continuar pesquisando.',
  );
  expect(searched).toBe(false);
});

test('a failed search-limit check is told and the search does not run (docs/product.md#errors)', async ({
  page,
  mock,
  consoleErrors,
}) => {
  // docs/product.md#errors: the failure itself is only logged.
  consoleErrors.allow(/Failed to load resource.*500/, /Failed to read the search count/);
  const userId = await backendUserId(page);
  await mock.setScenario(userId, 'countError');
  await openSearch(page);
  await chooseUf(page, 'SP - São Paulo');
  await page.getByRole('textbox', { name: 'Nome da empresa' }).fill('Comercio');
  await pressSearch(page);
  await dismissAlert(page, 'Não foi possível verificar seu limite de pesquisas. Tente novamente.');
  await expect(page.getByText(/Exibindo [\d.]+ de/)).toHaveCount(0);
});

test('"Assinar" in a free-plan alert leads to the subscription page (docs/product.md#my-subscription)', async ({
  page,
  mock,
}) => {
  const userId = await backendUserId(page);
  await mock.setScenario(userId, 'searchLimitReached');
  await openSearch(page);
  await chooseUf(page, 'SP - São Paulo');
  await page.getByRole('textbox', { name: 'Nome da empresa' }).fill('Comercio');
  await pressSearch(page);
  const alert = page.getByRole('alertdialog');
  await expect(alert).toContainText(
    'Você atingiu o limite de 10 pesquisas do plano grátis. Faça um upgrade para continuar pesquisando.',
  );
  await expect(alert.getByRole('button', { name: 'OK' })).toBeFocused();
  await alert.getByRole('link', { name: 'Assinar' }).click();
  // Naming the limit, so the plan that lifts it is preselected (docs/product.md#my-subscription).
  await expect(page).toHaveURL(/\/minha-assinatura\?liberar=pesquisas$/);
  await expect(alert).toBeHidden();
});

test('a validation alert keeps "OK" alone', async ({ page }) => {
  await openSearch(page);
  await pressSearch(page);
  const alert = page.getByRole('alertdialog');
  await expect(alert).toContainText('Por favor, selecione uma UF e ao menos um outro filtro.');
  await expect(alert.getByRole('link', { name: 'Assinar' })).toHaveCount(0);
  await dismissAlert(page, 'Por favor, selecione uma UF e ao menos um outro filtro.');
});
