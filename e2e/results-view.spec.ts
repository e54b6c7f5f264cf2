// docs/product.md#search, decision 021: the results a prospector scans all day. At 1366x900, the
// compact view shows 15 or more companies at once and is remembered by the browser; the table's
// header stays in view; the folded filters are chips whose removal edits the filters (and the URL).
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { pressSearch, searchByName } from './support/search.ts';

test.use({ viewport: { width: 1366, height: 900 } });

test.beforeEach(async ({ page, createUser, login }) => {
  await login(page, await createUser());
});

/** How many body rows of the results table lie wholly inside the viewport. */
async function rowsInViewport(page: Page): Promise<number> {
  const table = page.getByRole('grid', { name: 'Empresas encontradas' });
  return table.locator('tbody tr').evaluateAll((rows) => {
    const height = window.innerHeight;
    return rows.filter((row) => {
      const box = row.getBoundingClientRect();
      return box.top >= 0 && box.bottom <= height;
    }).length;
  });
}

test('the compact view fits 15 or more companies on a 1366x900 screen and is remembered', async ({
  page,
}) => {
  await searchByName(page, 'SP - São Paulo', 'Comercio');
  const compact = page.getByRole('radio', { name: 'Compacta' });
  await expect(page.getByRole('radio', { name: 'Confortável' })).toBeChecked();
  await compact.check();
  await expect(compact).toBeChecked();
  // The folded filters leave the results on the first screen: no scrolling needed.
  await expect.poll(() => rowsInViewport(page)).toBeGreaterThanOrEqual(15);

  await page.reload();
  await pressSearch(page);
  await expect(page.getByText(/Exibindo [\d.]+ de [\d.]+ resultados/)).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Compacta' })).toBeChecked();
  await expect.poll(() => rowsInViewport(page)).toBeGreaterThanOrEqual(15);
});

test('the table header stays in view while the page scrolls', async ({ page }) => {
  await searchByName(page, 'SP - São Paulo', 'Comercio');
  // The whole page first: a screenful is drawn before the rest (decision 053), and a wheel turned
  // over 10 rows stops at their end.
  await expect(page.locator('[data-layout] tbody tr')).toHaveCount(50);
  const header = page.getByRole('columnheader', { name: 'Resumo' });
  await page.mouse.wheel(0, 2500);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1500);
  await expect(header).toBeInViewport();
  const box = await header.boundingBox();
  expect(box?.y ?? -1).toBeGreaterThanOrEqual(-1);
  expect(box?.y ?? 99).toBeLessThan(4);
  // Paging is at hand below the rows too.
  await page.keyboard.press('End');
  await expect(
    page.getByRole('navigation', { name: 'Paginação no fim dos resultados' }),
  ).toBeInViewport();
});

test('the folded filters show the chips of the search shown; removing one searches again without it', async ({
  page,
}) => {
  // A link with filters opens them in the form, and "Pesquisar" runs them.
  await page.goto('/pesquisar-empresas?uf=SP&nomeEmpresa=Comercio&bairro=Centro');
  await pressSearch(page);
  const chips = page.getByRole('list', { name: 'Filtros ativos' });
  await expect(chips.getByRole('listitem')).toHaveText([
    'UF: SP - São Paulo',
    'Nome da empresa: Comercio',
    'Bairro: Centro',
  ]);
  await expect(page.getByRole('textbox', { name: 'Nome da empresa' })).toBeHidden();
  const before = new URL(page.url()).searchParams.get('pesquisa');
  expect(new URL(page.url()).searchParams.get('nomeEmpresa')).toBe('Comercio');

  // Searches answered: an access token that expired meanwhile is refreshed and the search sent
  // again, and that 403 is not a second search.
  let searched = 0;
  page.on('response', (response) => {
    if (response.ok() && /\/api\/empresas\/(?!pagina|all|detalhe|socios)/.test(response.url()))
      searched += 1;
  });
  await page.getByRole('button', { name: 'Remover filtro Nome da empresa' }).click();
  await expect(chips.getByRole('listitem')).toHaveText(['UF: SP - São Paulo', 'Bairro: Centro']);
  await expect.poll(() => new URL(page.url()).searchParams.get('pesquisa')).not.toBe(before);
  expect(new URL(page.url()).searchParams.get('nomeEmpresa')).toBeNull();
  expect(new URL(page.url()).searchParams.get('uf')).toBe('SP');
  expect(searched).toBe(1);

  await page.getByRole('button', { name: 'Editar filtros' }).click();
  await expect(page.getByRole('textbox', { name: 'Nome da empresa' })).toHaveValue('');
});

/** The results' cells whose content is wider than the cell, and how much wider the table is than its box. */
async function clipping(page: Page) {
  const table = page.getByRole('grid', { name: 'Empresas encontradas' });
  return table.evaluate((element) => {
    const box = element.parentElement!;
    const cells = [...element.querySelectorAll('th, td')]
      .filter((cell) => cell.scrollWidth > cell.clientWidth + 1)
      .map((cell) => cell.textContent?.slice(0, 40));
    return { overflow: Math.max(0, element.scrollWidth - box.clientWidth), cells };
  });
}

/** The rendered width of the column under `header`. */
const columnWidth = async (page: Page, header: string) =>
  (await page.getByRole('columnheader', { name: header, exact: true }).boundingBox())?.width ?? 0;

// docs/product.md#search: every column of the compact view is readable on the screens prospectors
// use, the side menu open or collapsed (decision 059): no cell cut off, the names and the e-mails
// with room to read.
for (const width of [1366, 1600, 1920]) {
  test(`the compact view cuts no column off at ${width} px, the menu open or collapsed`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await searchByName(page, 'SP - São Paulo', 'Comercio');
    await page.getByRole('radio', { name: 'Compacta' }).check();
    await expect(page.locator('[data-layout] tbody tr')).toHaveCount(50);
    for (const menu of ['open', 'collapsed']) {
      if (menu === 'collapsed') await page.getByRole('button', { name: 'Recolher menu' }).click();
      await expect.poll(() => clipping(page)).toEqual({ overflow: 0, cells: [] });
      expect(await columnWidth(page, 'Empresa')).toBeGreaterThanOrEqual(140);
      expect(await columnWidth(page, 'E-mail')).toBeGreaterThanOrEqual(140);
      const email = page
        .getByRole('grid', { name: 'Empresas encontradas' })
        .locator('a[href^="mailto:"]')
        .first();
      await expect(email).toBeVisible();
    }
    await page.getByRole('button', { name: 'Expandir menu' }).click();
  });
}
