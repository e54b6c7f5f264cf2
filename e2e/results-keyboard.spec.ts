// docs/product.md#search "The results from the keyboard", decision 077: the results table is one stop
// that arrows move through. Tried as a new user would: a search run with Enter, two companies to a
// list by keyboard in a handful of key presses (it took about 375 Tabs and keys before), and focus
// kept on the rows after the search, a page turn and the add-to-list dialog.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { unmasked } from './support/cnpj.ts';
import { MOCK_URL } from './support/env.ts';
import { chooseUf, openSearch } from './support/search.ts';

test.use({ viewport: { width: 1366, height: 900 } });

test.beforeEach(async ({ page, createUser, login }) => {
  await login(page, await createUser());
});

const grid = (page: Page) => page.getByRole('grid', { name: 'Empresas encontradas' });
const bodyRow = (page: Page, index: number) => grid(page).locator('tbody tr').nth(index);

/** Presses keys one at a time and counts them. */
function keyboard(page: Page) {
  let presses = 0;
  return {
    press: async (...keys: string[]) => {
      for (const key of keys) {
        await page.keyboard.press(key);
        presses += 1;
      }
    },
    count: () => presses,
  };
}

/** The CNPJs of a list, read back from the backend with the user's own session. */
async function listCnpjs(page: Page, listId: string): Promise<string[]> {
  return page.evaluate(async (url) => {
    const token = localStorage.getItem('backendAccessToken');
    const response = await fetch(url, {
      headers: { authorization: `Bearer ${token}` },
      credentials: 'include',
    });
    const body = (await response.json()) as { data: { cnpj: string }[] };
    return body.data.map((row) => row.cnpj);
  }, `${MOCK_URL}/api/listas/${listId}?recordsPerPage=1000`);
}

/** Fills the form (typing is not counted) and leaves the keyboard in the name field. */
async function fillSearch(page: Page, name: string) {
  await openSearch(page);
  await chooseUf(page, 'SP - São Paulo');
  const field = page.getByRole('textbox', { name: 'Nome da empresa' });
  await field.fill(name);
  await field.focus();
}

test('two companies go to a list by keyboard in a handful of keys, and focus stays on the rows', async ({
  page,
}) => {
  await fillSearch(page, 'Comercio');
  const keys = keyboard(page);
  await keys.press('Enter');
  // The search ran with Enter: the keyboard is on the first company, not on the page's body.
  await expect(bodyRow(page, 0).getByRole('checkbox')).toBeFocused();
  const picked = [
    await bodyRow(page, 0).getByRole('link').first().innerText(),
    await bodyRow(page, 1).getByRole('link').first().innerText(),
  ];

  await keys.press('Space', 'ArrowDown', 'l');
  const dialog = page.getByRole('dialog', { name: 'Adicionar à lista' });
  await expect(dialog).toBeVisible();
  await expect(page.getByRole('region', { name: 'Seleção' })).toContainText(
    '2 empresas selecionadas',
  );
  // A new user's "Prospecção" is the first list: reached, chosen, then "Adicionar".
  const prospeccao = dialog.getByRole('radio', { name: 'Prospecção' });
  for (
    let tries = 0;
    tries < 3 && !(await prospeccao.evaluate((e) => e === document.activeElement));
    tries++
  )
    await keys.press('Tab');
  await keys.press('Space');
  await expect(prospeccao).toBeChecked();
  const pattern = /\/api\/listas\/([^/]+)\/cnpjs$/;
  const added = page.waitForResponse(
    (r) => r.request().method() === 'POST' && pattern.test(r.url()) && r.ok(),
  );
  await keys.press('Enter');
  const listId = pattern.exec((await added).url())?.[1] ?? '';
  const cnpjs = await listCnpjs(page, listId);
  expect(cnpjs).toEqual(expect.arrayContaining(picked.map(unmasked)));
  await expect(dialog.getByText('Empresas adicionadas à lista com sucesso!')).toBeVisible();

  // Before, about 375 presses; now a handful, whatever the dialog's first focus.
  expect(keys.count()).toBeLessThanOrEqual(10);

  // The dialog closes on its own: focus is back on the company L was pressed on.
  await expect(dialog).toBeHidden({ timeout: 10_000 });
  await expect(bodyRow(page, 1).getByRole('checkbox')).toBeFocused();
});

test("a page turned by keyboard hands focus to the new page's first company", async ({ page }) => {
  await fillSearch(page, 'Comercio');
  await page.keyboard.press('Enter');
  await expect(bodyRow(page, 0).getByRole('checkbox')).toBeFocused();
  const firstBefore = await bodyRow(page, 0).getByRole('link').first().innerText();
  const next = page
    .getByRole('navigation', { name: 'Paginação no fim dos resultados' })
    .getByRole('button', { name: 'Próxima', exact: true });
  await next.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText(/Página 2 de/).first()).toBeVisible();
  await expect(bodyRow(page, 0).getByRole('link').first()).not.toHaveText(firstBefore);
  await expect(bodyRow(page, 0).getByRole('checkbox')).toBeFocused();
});

test('a search that finds nothing keeps the keyboard in the form, on "Editar filtros"', async ({
  page,
  mock,
}) => {
  const userId = await page.evaluate(() => localStorage.getItem('backendUserId'));
  await mock.setScenario(String(userId), 'emptySearch');
  await fillSearch(page, 'Comercio');
  await page.keyboard.press('Enter');
  await expect(page.getByText('Nenhuma empresa encontrada')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Editar filtros' })).toBeFocused();
});

test('the grid, a focused row and the key help pass axe', async ({ page }) => {
  await fillSearch(page, 'Comercio');
  await page.keyboard.press('Enter');
  await expect(bodyRow(page, 0).getByRole('checkbox')).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Space');
  await expect(bodyRow(page, 1)).toHaveAttribute('aria-selected', 'true');
  await expect(grid(page).locator('[tabindex="0"]')).toHaveCount(1);

  // Evaluated rather than added as a script tag: the app's Content Security Policy allows no inline script.
  await page.evaluate(
    readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8'),
  );
  const violations = (selector: string) =>
    page.evaluate(async (include) => {
      const axe = (
        window as unknown as {
          axe: { run: (context: unknown) => Promise<{ violations: { id: string }[] }> };
        }
      ).axe;
      const result = await axe.run({ include: [[include]] });
      return result.violations.map((violation) => violation.id);
    }, selector);
  expect(await violations('[role="grid"]')).toEqual([]);

  await page.keyboard.press('?');
  const help = page.getByRole('dialog', { name: 'Atalhos do teclado' });
  await expect(help.getByText('Adicionar à lista')).toBeVisible();
  expect(await violations('[role="dialog"]')).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(bodyRow(page, 1).getByRole('checkbox')).toBeFocused();
});
