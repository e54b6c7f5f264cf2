// docs/product.md#screens-and-routes CNPJ lookup (mask, 14-digit rule, a new tab after 500 ms) and the company detail screen
// with every section, its not-found state, and its access rule.
import { expect, test } from './fixtures.ts';
import { unmasked } from './support/cnpj.ts';

/** A CNPJ with valid check digits: the mock gives it a seeded company. */
const CNPJ = '11222333000181';
const DETAIL_SECTIONS = [
  'Informações Gerais',
  'Contato',
  'Dados Empresariais',
  'Localização',
  'Sócios',
  'Outras informações',
  'Empresas Vinculadas',
];

test('lookup masks the CNPJ, refuses a short one, then opens the detail in a new tab after 500 ms', async ({
  page,
  context,
  createUser,
  login,
}) => {
  await login(page, await createUser(), '/pesquisar-cnpj');
  const input = page.getByRole('textbox', { name: 'CNPJ' });

  await input.pressSequentially('1122233');
  await expect(input).toHaveValue('11.222.33');
  await page.getByRole('button', { name: 'Pesquisar Empresa' }).click();
  await expect(page.getByText('CNPJ deve conter 14 dígitos')).toBeVisible();
  await input.press('End');
  await input.pressSequentially('3000181');
  await expect(page.getByText('CNPJ deve conter 14 dígitos')).toBeHidden();
  await expect(input).toHaveValue('11.222.333/0001-81');

  // The busy label lasts the 500 ms wait only: watched from inside the page, so a busy machine that
  // polls late cannot miss it.
  await page.evaluate(() => {
    const busy = () =>
      [...document.querySelectorAll('button')].some((button) =>
        button.textContent?.includes('Pesquisando...'),
      );
    const seen = new Promise<boolean>((resolve) => {
      const observer = new MutationObserver(() => {
        if (!busy()) return;
        observer.disconnect();
        resolve(true);
      });
      observer.observe(document.body, { subtree: true, childList: true, characterData: true });
      setTimeout(() => resolve(false), 15_000);
    });
    Object.assign(window, { __sawBusyLabel: seen });
  });
  const clickedAt = Date.now();
  const opening = context.waitForEvent('page');
  await page.getByRole('button', { name: 'Pesquisar Empresa' }).click();
  const sawBusyLabel = await page.evaluate(
    () => (window as unknown as { __sawBusyLabel: Promise<boolean> }).__sawBusyLabel,
  );
  expect(sawBusyLabel, 'the button reads "Pesquisando..." while it waits').toBe(true);
  const detail = await opening;
  // A lower bound only: docs/product.md#limits-and-constants waits 500 ms before opening; a slow machine only makes it later.
  expect(Date.now() - clickedAt).toBeGreaterThanOrEqual(450);
  await expect(detail).toHaveURL(new RegExp(`/detalhes/${CNPJ}$`));
  await expect(page).toHaveURL(/\/pesquisar-cnpj$/);
});

test('the detail screen shows the company with every section, without the menu', async ({
  page,
  createUser,
  login,
}) => {
  await login(page, await createUser(), `/detalhes/${CNPJ}`);
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(/Carregando/);
  await expect(page.getByText('11.222.333/0001-81').first()).toBeVisible();
  for (const name of DETAIL_SECTIONS) {
    await expect(page.getByRole('heading', { name, level: 2 })).toBeVisible();
  }
  await expect(page.getByRole('navigation', { name: 'Menu principal' })).toHaveCount(0);
});

test('a row of the search results opens its detail in a new tab', async ({
  page,
  context,
  createUser,
  login,
}) => {
  await login(page, await createUser(), '/pesquisar-empresas');
  await page.getByRole('combobox', { name: 'UF' }).selectOption({ label: 'SP - São Paulo' });
  await page.getByRole('textbox', { name: 'Nome da empresa' }).fill('Comercio');
  await page.getByRole('textbox', { name: 'Nome da empresa' }).press('Enter');
  const link = page
    .getByRole('grid', { name: 'Empresas encontradas' })
    .getByRole('row')
    .nth(1)
    .getByRole('link')
    .first();
  const formatted = await link.innerText();
  const opening = context.waitForEvent('page');
  await link.click();
  const detail = await opening;
  await expect(detail).toHaveURL(new RegExp(`/detalhes/${unmasked(formatted)}$`));
  await expect(detail.getByText(formatted).first()).toBeVisible();
});

test('an unknown CNPJ shows "CNPJ não encontrado"', async ({
  page,
  createUser,
  login,
  mock,
  consoleErrors,
}) => {
  consoleErrors.allow(/Failed to load resource.*404/);
  const userId = await login(page, await createUser());
  // A valid CNPJ the backend does not know (wrong check digits never reach it: "CNPJ inválido").
  await mock.setScenario(userId, 'detailNotFound');
  await page.goto(`/detalhes/${CNPJ}`);
  await expect(page.getByRole('heading', { name: 'CNPJ não encontrado' })).toBeVisible();
  await expect(page.getByText('Verifique o CNPJ informado e tente novamente.')).toBeVisible();
});

test('a CNPJ with wrong check digits says "CNPJ inválido" without a call', async ({
  page,
  createUser,
  login,
}) => {
  await login(page, await createUser());
  let asked = false;
  page.on('request', (request) => {
    if (request.url().includes('/api/empresas/detalhe/')) asked = true;
  });
  await page.goto('/detalhes/11222333000100');
  await expect(page.getByRole('heading', { level: 1, name: 'CNPJ inválido' })).toBeVisible();
  expect(asked).toBe(false);
});

test('a signed-out visitor of a detail page is sent to /login', async ({ page }) => {
  await page.goto(`/detalhes/${CNPJ}`);
  await expect(page).toHaveURL(new RegExp(`/login\\?redirect=%2Fdetalhes%2F${CNPJ}$`));
});
