// docs/product.md#saved-searches and #entities: what is kept for a user belongs to that user. Two users
// take turns on one browser: neither sees the other's saved searches, each finds their own after
// signing out and in again, both with a backend that keeps saved searches (the extension) and with one
// that does not (then this browser keeps them, per user, and a file takes them to another browser).
import {
  SAVED_SEARCHES_IN_ACCOUNT,
  SAVED_SEARCHES_IN_BROWSER,
  BROWSER_DATA_IMPORTED,
} from '@cnpj/domain';
import type { Page } from '@playwright/test';
import { clickSair } from './support/app.ts';
import { searchByName } from './support/search.ts';
import { expect, test, type TestUser } from './fixtures.ts';

const savedDialog = (page: Page) => page.getByRole('dialog', { name: 'Pesquisas salvas' });

async function openSaved(page: Page) {
  await page.getByRole('button', { name: 'Pesquisas salvas' }).click();
  await expect(savedDialog(page)).toBeVisible();
  return savedDialog(page);
}

/** Runs a search and saves it under `name`. */
async function searchAndSave(page: Page, name: string, where: string) {
  await searchByName(page, 'SP - São Paulo', 'PADARIA');
  const dialog = await openSaved(page);
  await expect(dialog.getByText(where)).toBeVisible();
  await dialog.getByLabel('Nome da pesquisa').fill(name);
  await dialog.getByRole('button', { name: 'Salvar pesquisa' }).click();
  await expect(dialog.getByRole('list', { name: 'Pesquisas salvas' })).toContainText(name);
  await page.keyboard.press('Escape');
}

/** The names in the "Pesquisas salvas" window ("" when there is none), left open. */
async function savedNames(page: Page, where: string): Promise<string> {
  const dialog = await openSaved(page);
  await expect(dialog.getByText(where)).toBeVisible();
  const list = dialog.getByRole('list', { name: 'Pesquisas salvas' });
  const empty = dialog.getByText('Nenhuma pesquisa salva.');
  await expect(list.or(empty)).toBeVisible();
  return (await list.isVisible()) ? list.innerText() : '';
}

/** Signs `user` out through "Sair", as they would. */
async function signOut(page: Page, user: TestUser) {
  // The page warns before being left while results show (docs/product.md#search): the user goes.
  page.once(
    'dialog',
    (dialog) => void (dialog.type() === 'beforeunload' ? dialog.accept() : undefined),
  );
  await clickSair(page, user.email);
  await expect(page).toHaveURL(/\/login/);
}

for (const withExtension of [true, false]) {
  const where = withExtension ? SAVED_SEARCHES_IN_ACCOUNT : SAVED_SEARCHES_IN_BROWSER;
  const title = withExtension
    ? 'the backend keeps them'
    : 'without the extension this browser keeps them';

  test(`two users on one browser never see each other's saved searches (${title})`, async ({
    page,
    createUser,
    login,
    mock,
    consoleErrors,
  }) => {
    const ana = await createUser();
    const bruno = await createUser();
    const anaId = await login(page, ana, '/pesquisar-empresas');
    if (!withExtension) {
      // A backend without the extension answers 404, which the browser logs.
      consoleErrors.allow(/Failed to load resource.*404/);
      await mock.setScenario(anaId, 'savedSearchesMissing');
    }
    await searchAndSave(page, 'Padarias da Ana', where);
    await signOut(page, ana);

    const brunoId = await login(page, bruno, '/pesquisar-empresas');
    if (!withExtension) await mock.setScenario(brunoId, 'savedSearchesMissing');
    expect(await savedNames(page, where)).toBe('');
    await page.keyboard.press('Escape');
    await searchAndSave(page, 'Mercados do Bruno', where);
    expect(await savedNames(page, where)).not.toContain('Padarias da Ana');
    await page.keyboard.press('Escape');
    await signOut(page, bruno);

    await login(page, ana, '/pesquisar-empresas');
    const anas = await savedNames(page, where);
    expect(anas).toContain('Padarias da Ana');
    expect(anas).not.toContain('Mercados do Bruno');

    // "Abrir" runs the saved search: its results open.
    await savedDialog(page).getByRole('button', { name: 'Abrir Padarias da Ana' }).click();
    await expect(page).toHaveURL(/pesquisa=/);
    await expect(page.getByText(/Exibindo [\d.]+ de [\d.]+ resultados/)).toBeVisible();

    // Nothing a user keeps is stored where another user's session would read it.
    const keys = await page.evaluate(() => Object.keys(localStorage));
    const unowned = ['savedSearches', 'knownCompanies', 'whatsappGreeting', 'crmExportChoice'];
    expect(keys.filter((key) => unowned.includes(key))).toEqual([]);
    if (!withExtension) {
      expect(keys).toContain(`user:${anaId}:savedSearches`);
      expect(keys).toContain(`user:${brunoId}:savedSearches`);
    }
  });
}

test('saved searches kept in this browser go to another browser as a file', async ({
  page,
  browser,
  createUser,
  login,
  mock,
  consoleErrors,
}) => {
  consoleErrors.allow(/Failed to load resource.*404/);
  const ana = await createUser();
  const anaId = await login(page, ana, '/pesquisar-empresas');
  await mock.setScenario(anaId, 'savedSearchesMissing');
  await searchAndSave(page, 'Padarias da Ana', SAVED_SEARCHES_IN_BROWSER);
  const dialog = await openSaved(page);
  const download = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Exportar pesquisas' }).click();
  const file = await (await download).path();

  // Another browser: a new context shares nothing with this one.
  const other = await (await browser.newContext()).newPage();
  await login(other, ana, '/pesquisar-empresas');
  const there = await openSaved(other);
  await expect(there.getByText('Nenhuma pesquisa salva.')).toBeVisible();
  await there.getByLabel('Arquivo para importar pesquisas').setInputFiles(file!);
  await expect(there.getByText(BROWSER_DATA_IMPORTED)).toBeVisible();
  await expect(there.getByRole('list', { name: 'Pesquisas salvas' })).toContainText(
    'Padarias da Ana',
  );
  await other.context().close();
});

const results = (page: Page) => page.getByRole('grid', { name: 'Empresas encontradas' });

/** The CNPJs of the rows shown, as printed. */
async function shownCnpjs(page: Page): Promise<string[]> {
  const links = results(page).getByRole('link', { name: /^\w{2}\.\w{3}\.\w{3}\/\w{4}-\d{2}$/ });
  await expect(links.first()).toBeVisible();
  return links.allInnerTexts();
}

test('one user\'s "Não contatar" kept in this browser is never applied to another user', async ({
  page,
  createUser,
  login,
}) => {
  const ana = await createUser();
  const bruno = await createUser();
  const anaId = await login(page, ana, '/pesquisar-empresas');
  await searchByName(page, 'SP - São Paulo', 'Comercio');
  const [first] = await shownCnpjs(page);
  await results(page)
    .getByRole('button', { name: `Não contatar ${first}` })
    .click();
  await expect(page.getByRole('status').filter({ hasText: 'Desfazer' })).toBeVisible();
  await signOut(page, ana);

  await login(page, bruno, '/pesquisar-empresas');
  await searchByName(page, 'SP - São Paulo', 'Comercio');
  expect(await shownCnpjs(page)).toContain(first);
  await expect(
    results(page).getByRole('button', { name: `Não contatar ${first}` }),
  ).toHaveAttribute('aria-pressed', 'false');

  // Ana's own set is still kept for her, under her id.
  const digits = first!.replace(/\W/g, '');
  const anas = await page.evaluate(
    (key) => localStorage.getItem(key),
    `user:${anaId}:knownCompanies`,
  );
  expect(anas).toContain(digits);
});
