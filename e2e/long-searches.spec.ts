// A prospector's long searches (docs/product.md#search "Results in the URL", "Long operations"): results survive reload,
// back and forward without a new search; sending more than a list takes asks first; a download can be stopped.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { MOCK_URL } from './support/env.ts';
import { pressSearch, searchByName, shownAndTotal } from './support/search.ts';

test.beforeEach(async ({ page, createUser, login }) => {
  await login(page, await createUser());
  // The page warns before being left while results show (docs/product.md#search); a reload here is the user's choice.
  page.on(
    'dialog',
    (dialog) => void (dialog.type() === 'beforeunload' ? dialog.accept() : undefined),
  );
});

/** Every call that runs a search (not a page, not all rows, not a download). */
function recordSearches(page: Page): string[] {
  const searches: string[] = [];
  page.on('request', (request) => {
    const url = request.url();
    if (
      url.startsWith(`${MOCK_URL}/api/empresas/`) &&
      !/\/api\/empresas\/(pagina|all|detalhe|socios)\//.test(url)
    )
      searches.push(url);
  });
  return searches;
}

const pageOf = (page: Page, text: string) => expect(page.getByText(text).first()).toBeVisible();

test('reload, back and forward reopen the page of results on screen, with no new search', async ({
  page,
}) => {
  await searchByName(page, 'SP - São Paulo', 'Comercio');
  const { total } = await shownAndTotal(page);
  const pages = Math.ceil(total / 50).toLocaleString('pt-BR');
  const table = page.getByRole('grid', { name: 'Empresas encontradas' });
  await page.getByRole('button', { name: 'Próxima', exact: true }).first().click();
  await pageOf(page, `Página 2 de ${pages}`);
  const firstOfPage2 = await table.getByRole('row').nth(1).getByRole('link').first().innerText();
  await expect(page).toHaveURL(/pesquisa=[^&]+.*pagina=2/);

  const searches = recordSearches(page);
  await page.reload();
  await pageOf(page, `Página 2 de ${pages}`);
  await expect(table.getByRole('row').nth(1).getByRole('link').first()).toHaveText(firstOfPage2);
  // The filters came back with the results (folded into their summary after a search).
  await expect(page).toHaveURL(/nomeEmpresa=Comercio/);

  await page.goBack();
  await pageOf(page, `Página 1 de ${pages}`);
  await page.goForward();
  await pageOf(page, `Página 2 de ${pages}`);
  expect(searches).toEqual([]);
});

test('a search the backend forgot keeps its filters and asks for a new search', async ({
  page,
  consoleErrors,
}) => {
  // The page call's 404 is how the backend says it forgot the search; the browser logs it.
  consoleErrors.allow(/Failed to load resource.*404/);
  await page.goto(
    '/pesquisar-empresas?uf=SP&nomeEmpresa=Comercio&pesquisa=gone-1&total=500&pagina=2',
  );
  await expect(page.getByText('Esta pesquisa não está mais disponível')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Nome da empresa' })).toHaveValue('Comercio');
  await pressSearch(page);
  await expect(page.getByText(/Exibindo [\d.]+ de [\d.]+ resultados/)).toBeVisible();
});

test('"Enviar todos para lista" above 65.535 results says so before sending anything', async ({
  page,
}) => {
  const loads: string[] = [];
  page.on(
    'request',
    (request) => void (request.url().includes('/api/empresas/all/') && loads.push(request.url())),
  );
  await page.goto('/pesquisar-empresas?uf=SP&comEmail=true');
  await pressSearch(page);
  await expect(page.getByText(/Exibindo [\d.]+ de [\d.]+ resultados/)).toBeVisible();
  const { total } = await shownAndTotal(page);
  expect(total).toBeGreaterThan(65_535);

  await page.getByRole('button', { name: 'Enviar todos para lista' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Enviar todos para lista' });
  await expect(dialog).toContainText(
    `A pesquisa retornou ${total.toLocaleString('pt-BR')} resultados. Apenas os primeiros 65.535 serão enviados para a lista.`,
  );
  await dialog.getByRole('button', { name: 'Cancelar' }).click();
  await expect(dialog).toBeHidden();
  expect(loads).toEqual([]);
});

test('an Excel download shows its progress and can be cancelled: no file is saved', async ({
  page,
}) => {
  await searchByName(page, 'AC - Acre', 'Padaria Estrela do Norte');
  // Hold the file back so the download is still under way when the user cancels it.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/download/**', async (route) => {
    await held;
    await route.continue().catch(() => undefined);
  });
  const downloads: unknown[] = [];
  page.on('download', (download) => downloads.push(download));
  // The file is saved only from a body read to its end: a request that failed never gives one.
  const stopped = page.waitForEvent('requestfailed', (request) =>
    request.url().includes('/api/download/'),
  );

  await page.getByRole('button', { name: 'Excel' }).click();
  const panel = page.getByRole('region', { name: 'Baixando a planilha do Excel' });
  await expect(panel).toBeVisible();
  await expect(panel.getByRole('progressbar')).toBeVisible();
  await panel.getByRole('button', { name: 'Cancelar' }).click();
  await expect(panel).toBeHidden();
  release();
  await expect(page.getByRole('button', { name: 'Excel' })).toBeEnabled();
  // The cancel aborted the request itself, not only the panel: its answer can never arrive.
  expect((await stopped).failure()?.errorText).toMatch(/ERR_ABORTED|cancel/i);
  expect(downloads).toEqual([]);
  await expect(page.getByRole('alertdialog')).toBeHidden();
});
