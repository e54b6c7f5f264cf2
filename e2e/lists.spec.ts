// docs/product.md#screens-and-routes, #states-and-transitions: rows selected on the search screen go into a list created on the spot; "Enviar
// todos para lista" sends every result to an existing list. What the mock received is checked too.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { MOCK_URL } from './support/env.ts';
import { searchByName, shownAndTotal } from './support/search.ts';
import { unmasked } from './support/cnpj.ts';

/** The list id of the next successful POST /api/listas/{id}/cnpjs. */
async function nextAddToList(page: Page): Promise<string> {
  const pattern = /\/api\/listas\/([^/]+)\/cnpjs$/;
  const response = await page.waitForResponse(
    (r) => r.request().method() === 'POST' && pattern.test(r.url()) && r.ok(),
  );
  return pattern.exec(response.url())?.[1] ?? '';
}

/** Reads a list back from the backend with the user's own session (the extension endpoint). */
async function readList(page: Page, listId: string): Promise<{ total: number; cnpjs: string[] }> {
  return page.evaluate(async (url) => {
    const token = localStorage.getItem('backendAccessToken');
    const response = await fetch(url, {
      headers: { authorization: `Bearer ${token}` },
      credentials: 'include',
    });
    const body = (await response.json()) as { total: number; data: { cnpj: string }[] };
    return { total: body.total, cnpjs: body.data.map((row) => row.cnpj) };
  }, `${MOCK_URL}/api/listas/${listId}?recordsPerPage=1000`);
}

test.beforeEach(async ({ page, createUser, login }) => {
  await login(page, await createUser());
});

test('selected rows go into a new list, then the selection clears', async ({ page }) => {
  await searchByName(page, 'SP - São Paulo', 'Comercio');
  const rows = page.getByRole('grid', { name: 'Empresas encontradas' }).getByRole('row');
  const picked = [
    await rows.nth(1).getByRole('link').first().innerText(),
    await rows.nth(2).getByRole('link').first().innerText(),
  ];
  await rows.nth(1).getByRole('checkbox').check();
  await rows.nth(2).getByRole('checkbox').check();
  const bar = page.getByRole('region', { name: 'Seleção' });
  await expect(bar).toContainText('2');
  await bar.getByRole('button', { name: 'Adicionar à lista' }).click();

  const dialog = page.getByRole('dialog', { name: 'Adicionar à lista' });
  await dialog.getByRole('button', { name: 'Criar nova lista' }).click();
  await expect(dialog.getByRole('button', { name: 'Criar lista' })).toBeDisabled();
  await dialog.getByRole('textbox', { name: 'Nome da lista' }).fill('Clientes E2E');
  await dialog.getByRole('button', { name: 'Criar lista' }).click();
  await expect(dialog.getByRole('radio', { name: 'Clientes E2E' })).toBeChecked();

  const added = nextAddToList(page);
  await dialog.getByRole('button', { name: 'Adicionar', exact: true }).click();
  const list = await readList(page, await added);
  expect(list.cnpjs.sort()).toEqual(picked.map(unmasked).sort());
  await expect(dialog.getByText('Empresas adicionadas à lista com sucesso!')).toBeVisible();
  // docs/product.md#states-and-transitions: the modal closes on its own after 2 s.
  await expect(dialog).toBeHidden({ timeout: 10_000 });
  await expect(bar).toBeHidden();

  await page
    .getByRole('navigation', { name: 'Menu principal' })
    .getByRole('button', { name: 'Minhas Listas' })
    .click();
  await expect(page.getByRole('link', { name: 'Clientes E2E' })).toBeVisible();
});

test('"Enviar todos para lista" sends every result to an existing list', async ({ page }) => {
  await searchByName(page, 'AC - Acre', 'Padaria Estrela do Norte');
  const { total } = await shownAndTotal(page);
  expect(total).toBeGreaterThan(1);
  await page.getByRole('button', { name: 'Enviar todos para lista' }).click();

  const dialog = page.getByRole('dialog', { name: 'Adicionar à lista' });
  await dialog.getByRole('radio', { name: 'Prospecção' }).check();
  const added = nextAddToList(page);
  await dialog.getByRole('button', { name: 'Adicionar', exact: true }).click();
  const listId = await added;
  // A new user's "Prospecção" starts with 6 companies (apps/mock-server README, Demo users).
  expect((await readList(page, listId)).total).toBe(6 + Math.min(total, 65_535));
  await expect(dialog.getByText('Empresas adicionadas à lista com sucesso!')).toBeVisible();
});

test('"Minhas Listas" says each list\'s count and date, and a renamed list keeps its new name everywhere (docs/product.md#my-lists)', async ({
  page,
}) => {
  await page.goto('/minhas-listas');
  const main = page.getByRole('main').last();
  const row = main.getByRole('listitem').filter({ hasText: 'Prospecção' });
  // A new paid user starts with "Prospecção", 6 companies (apps/mock-server README, Demo users).
  await expect(row).toContainText(/6 empresas · criada em \d{2}\/\d{2}\/\d{4}/);

  await row.getByRole('button', { name: 'Renomear' }).click();
  const dialog = page.getByRole('dialog', { name: 'Renomear lista' });
  await dialog.getByRole('textbox', { name: 'Novo nome' }).fill('Padarias: SP/RJ');
  await dialog.getByRole('button', { name: 'Salvar nome' }).click();
  await expect(dialog).toBeHidden();
  const renamed = main.getByRole('listitem').filter({ hasText: 'Padarias: SP/RJ' });
  await expect(renamed).toContainText(/6 empresas · (atualizada|criada) em/);

  await page.reload();
  await expect(renamed).toBeVisible();
  // The side menu's lists group (open on its own page, or opened here) names it too.
  const menu = page.getByRole('navigation', { name: 'Menu principal' });
  const group = menu.getByRole('button', { name: 'Minhas Listas' });
  if ((await group.getAttribute('aria-expanded')) !== 'true') await group.click();
  await expect(menu.getByRole('link', { name: 'Padarias: SP/RJ' })).toBeVisible();

  // The file carries the new name, made safe for a file system, and the day.
  const downloading = page.waitForEvent('download');
  await renamed.getByRole('button', { name: 'Exportar Excel' }).click();
  expect((await downloading).suggestedFilename()).toMatch(
    /^Padarias SP RJ - \d{2}-\d{2}-\d{4}\.xlsx$/,
  );
});
