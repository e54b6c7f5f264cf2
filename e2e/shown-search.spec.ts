// docs/product.md#search "The search shown" (decision 030): the chips, the rows, the URL, "Excel" and
// "Enviar todos para lista" belong to the search that ran; filters edited and not searched only say
// so, and a refused search changes nothing on screen, reload included.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { dismissAlert, pressSearch, searchByName, shownAndTotal } from './support/search.ts';

const NOTICE = 'Os filtros foram alterados. Clique em Pesquisar para atualizar os resultados.';
/** The confirmation's words for a search of `total` results while the form differs. */
const shownNote = (total: number) =>
  `Os filtros foram alterados e ainda não foram pesquisados. Esta ação usa a pesquisa exibida, com ${total.toLocaleString('pt-BR')} resultados.`;

const chips = (page: Page) =>
  page.getByRole('list', { name: 'Filtros ativos' }).getByRole('listitem');
const rows = (page: Page) =>
  page.getByRole('grid', { name: 'Empresas encontradas' }).getByRole('row');
const searchParam = (page: Page, key: string) => new URL(page.url()).searchParams.get(key);

/** Unfolds the filters and picks another UF, without searching. */
async function editUfTo(page: Page, label: string): Promise<void> {
  await page.getByRole('button', { name: 'Editar filtros' }).click();
  await page.getByRole('combobox', { name: 'UF' }).selectOption({ label });
}

/** Every company row's place ("Cidade/UF") on screen. */
async function placesOnScreen(page: Page): Promise<string[]> {
  const texts = await rows(page).allInnerTexts();
  return texts.slice(1).map((text) => /[^\s/]+(?: [^\s/]+)*\/[A-Z]{2}\b/.exec(text)?.[0] ?? text);
}

test.describe('a paid user', () => {
  test.beforeEach(async ({ page, createUser, login }) => {
    await login(page, await createUser());
  });

  test('editing the UF without searching, then paging and folding, keeps chips, URL and rows on the search shown', async ({
    page,
  }) => {
    await searchByName(page, 'SP - São Paulo', 'Comercio');
    await expect(page.getByText(NOTICE)).toBeHidden();

    await editUfTo(page, 'RJ - Rio de Janeiro');
    await expect(page.getByText(NOTICE)).toBeVisible();
    await page.getByRole('button', { name: 'Próxima', exact: true }).first().click();
    await expect(page.getByText(/Página 2 de/).first()).toBeVisible();
    await page.getByRole('button', { name: 'Recolher filtros' }).click();

    await expect(chips(page)).toHaveText(['UF: SP - São Paulo', 'Nome da empresa: Comercio']);
    expect(searchParam(page, 'uf')).toBe('SP');
    expect(searchParam(page, 'pagina')).toBe('2');
    await expect(page.getByText(NOTICE)).toBeVisible();
    for (const place of await placesOnScreen(page)) expect(place).toMatch(/\/SP$/);

    // A reload reopens the search shown; the form starts again from it, so nothing differs.
    await page.reload();
    await expect(page.getByText(/Página 2 de/).first()).toBeVisible();
    await expect(chips(page)).toHaveText(['UF: SP - São Paulo', 'Nome da empresa: Comercio']);
    await expect(page.getByText(NOTICE)).toBeHidden();
  });

  test('"Excel" with edited filters asks first, then exports the search shown', async ({
    page,
  }) => {
    await searchByName(page, 'AC - Acre', 'Padaria Estrela do Norte');
    const shownId = searchParam(page, 'pesquisa');
    const { total } = await shownAndTotal(page);
    expect(shownId).toBeTruthy();
    await editUfTo(page, 'RJ - Rio de Janeiro');

    const downloads: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/download/')) downloads.push(request.url());
    });
    await page.getByRole('button', { name: 'Excel' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Exportar para Excel' });
    await expect(dialog).toHaveAccessibleDescription(shownNote(total));
    expect(downloads).toEqual([]);

    const downloading = page.waitForEvent('download');
    await dialog.getByRole('button', { name: 'Exportar' }).click();
    expect((await downloading).suggestedFilename()).toBe('empresas.xlsx');
    expect(downloads).toHaveLength(1);
    expect(downloads[0]).toContain(`/api/download/${shownId}/`);
  });

  test('"Enviar todos para lista" with edited filters asks first, then sends the search shown', async ({
    page,
  }) => {
    await searchByName(page, 'AC - Acre', 'Padaria Estrela do Norte');
    const shownId = searchParam(page, 'pesquisa');
    const { total } = await shownAndTotal(page);
    await editUfTo(page, 'RJ - Rio de Janeiro');

    const loads: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/empresas/all/')) loads.push(request.url());
    });
    await page.getByRole('button', { name: 'Enviar todos para lista' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Enviar todos para lista' });
    await expect(dialog).toHaveAccessibleDescription(shownNote(total));
    expect(loads).toEqual([]);

    await dialog.getByRole('button', { name: 'Enviar' }).click();
    await expect(page.getByRole('dialog', { name: 'Adicionar à lista' })).toBeVisible();
    expect(loads).toHaveLength(1);
    expect(loads[0]).toContain(`/api/empresas/all/${shownId}/`);
  });
});

test.describe('a free user', () => {
  test.beforeEach(async ({ page, createUser, login }) => {
    await login(page, await createUser('free'));
  });

  test('a search refused by the 10-search limit changes nothing shown, reload included', async ({
    page,
    mock,
  }) => {
    await searchByName(page, 'SP - São Paulo', 'Comercio');
    const shownUrl = page.url();
    const firstRow = (await rows(page).nth(1).textContent()) ?? '';

    const userId = await page.evaluate(() => localStorage.getItem('backendUserId'));
    await mock.setScenario(String(userId), 'searchLimitReached');
    await editUfTo(page, 'RJ - Rio de Janeiro');
    await pressSearch(page);
    await dismissAlert(
      page,
      'Você atingiu o limite de 10 pesquisas do plano grátis. Faça um upgrade para continuar pesquisando.',
    );

    expect(page.url()).toBe(shownUrl);
    await expect(rows(page).nth(1)).toHaveText(firstRow);
    // "Pesquisar" folded the form as a search does; its chips still name the search shown.
    await expect(chips(page)).toHaveText(['UF: SP - São Paulo', 'Nome da empresa: Comercio']);
    await expect(page.getByText(NOTICE)).toBeVisible();

    await page.reload();
    await expect(rows(page).nth(1)).toHaveText(firstRow);
    await expect(chips(page)).toHaveText(['UF: SP - São Paulo', 'Nome da empresa: Comercio']);
    expect(page.url()).toBe(shownUrl);
  });
});
