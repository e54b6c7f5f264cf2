// docs/product.md#search "Quick filters" and "Only companies new to you" against the mock: the quick
// chips fill the opening range; the extra criteria travel as query parameters only to a backend
// that announced them in GET /api/capacidades, and without it (404) the page narrows itself and
// says so; "Não contatar" from a row and from the detail; the data's source on the detail.
import type { Page, Request } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import {
  openSearch,
  chooseUf,
  pressSearch,
  searchByName,
  shownAndTotal,
} from './support/search.ts';

const PAGE_ONLY = 'filtro aplicado às empresas desta página';

/** Every search call's URL from now on (the 22-segment path, not its pages). */
function searchUrls(page: Page): URL[] {
  const urls: URL[] = [];
  page.on('request', (request: Request) => {
    const url = new URL(request.url());
    if (/^\/api\/empresas\/(?!pagina\/|all\/|detalhe\/|socios\/|lote)/.test(url.pathname))
      urls.push(url);
  });
  return urls;
}

const results = (page: Page) => page.getByRole('grid', { name: 'Empresas encontradas' });

/** The CNPJs of the rows shown, as printed. */
async function shownCnpjs(page: Page): Promise<string[]> {
  const links = results(page).getByRole('link', { name: /^\w{2}\.\w{3}\.\w{3}\/\w{4}-\d{2}$/ });
  // The header can show before the rows have drawn (they render in slices).
  await expect(links.first()).toBeVisible();
  return links.allInnerTexts();
}

/** Unfolds the form, toggles a quick chip and searches again. */
async function searchAgainWith(page: Page, chip: string): Promise<void> {
  await page.getByRole('button', { name: 'Editar filtros' }).click();
  await page
    .getByRole('group', { name: 'Filtros rápidos' })
    .getByRole('button', { name: chip })
    .click();
  await pressSearch(page);
}

test.beforeEach(async ({ page, createUser, login }, testInfo) => {
  // Each test signs in; the 404 test turns its scenario on after.
  testInfo.annotations.push({ type: 'user', description: await login(page, await createUser()) });
});

const userOf = () => test.info().annotations.find((note) => note.type === 'user')!.description!;

test('a quick chip fills the opening range and the search runs with it', async ({ page }) => {
  const urls = searchUrls(page);
  await openSearch(page);
  await chooseUf(page, 'SP - São Paulo');
  await page.getByRole('textbox', { name: 'Nome da empresa' }).fill('Comercio');
  const chip = page.getByRole('button', { name: 'Abertas nos últimos 30 dias' });
  await chip.click();
  await expect(chip).toHaveAttribute('aria-pressed', 'true');
  const from = await page.getByRole('textbox', { name: 'Data de abertura (de)' }).inputValue();
  const until = await page.getByRole('textbox', { name: 'Data de abertura (até)' }).inputValue();
  expect(from).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
  await pressSearch(page);
  await expect(page.getByText(/Exibindo [\d.]+ de [\d.]+ resultados/)).toBeVisible();
  const iso = (br: string) => br.split('/').reverse().join('-');
  const segments = decodeURIComponent(urls.at(-1)!.pathname).split('/');
  expect(segments).toContain(iso(from));
  expect(segments).toContain(iso(until));
  await expect(page.getByRole('list', { name: 'Filtros ativos' })).toContainText(
    `Data de abertura (de): ${from}`,
  );
});

test('"Só matriz" goes to a backend that announced it: the request carries it and the total is filtered', async ({
  page,
}) => {
  const urls = searchUrls(page);
  await searchByName(page, 'SP - São Paulo', 'Comercio');
  const plain = await shownAndTotal(page);
  await searchAgainWith(page, 'Só matriz');
  await expect.poll(() => urls.length).toBe(2);
  expect(urls[1]!.searchParams.get('somente_matriz')).toBe('true');
  await expect.poll(async () => (await shownAndTotal(page)).total).toBeLessThan(plain.total);
  for (const cnpj of await shownCnpjs(page)) expect(cnpj).toContain('/0001-');
  await expect(page.getByText(PAGE_ONLY)).toHaveCount(0);
});

test('without GET /api/capacidades (404) nothing extra is sent: the page alone is narrowed, and says so', async ({
  page,
  mock,
  consoleErrors,
}) => {
  // The browser reports the extension's 404 itself; the app says nothing of it but the fallback.
  consoleErrors.allow(/status of 404/);
  await mock.setScenario(userOf(), 'capabilitiesUnavailable');
  const urls = searchUrls(page);
  await searchByName(page, 'SP - São Paulo', 'Comercio');
  const plain = await shownAndTotal(page);
  await searchAgainWith(page, 'Só matriz');
  await expect(page.getByRole('note')).toContainText(`Só matriz: ${PAGE_ONLY}`);
  expect(urls).toHaveLength(2);
  expect(urls[1]!.search).toBe('');
  // The total is the backend's, unfiltered, and the note says so; the rows shown are head offices.
  expect((await shownAndTotal(page)).total).toBe(plain.total);
  const cnpjs = await shownCnpjs(page);
  expect(cnpjs.length).toBeGreaterThan(0);
  // Without the register's flag an alphanumeric CNPJ cannot be judged: it stays (decision 058).
  for (const cnpj of cnpjs.filter((shown) => /^[\d./-]+$/.test(shown)))
    expect(cnpj).toContain('/0001-');
});

test('"Ocultar empresas que já estão nas minhas listas" leaves out what the user listed', async ({
  page,
}) => {
  const urls = searchUrls(page);
  await searchByName(page, 'SP - São Paulo', 'Comercio');
  const rows = results(page).getByRole('row');
  const listed = await rows.nth(1).getByRole('link').first().innerText();
  await rows.nth(1).getByRole('checkbox').check();
  await page
    .getByRole('region', { name: 'Seleção' })
    .getByRole('button', { name: 'Adicionar à lista' })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Adicionar à lista' });
  await dialog.getByRole('radio').first().check();
  await dialog.getByRole('button', { name: 'Adicionar', exact: true }).click();
  await expect(dialog.getByText('Empresas adicionadas à lista com sucesso!')).toBeVisible();
  await expect(dialog).toBeHidden({ timeout: 10_000 });

  await searchAgainWith(page, 'Ocultar empresas que já estão nas minhas listas');
  await expect.poll(() => urls.length).toBe(2);
  expect(urls[1]!.searchParams.get('excluir_listas')).toMatch(/^\d+(,\d+)*$/);
  await expect(results(page)).toBeVisible();
  expect(await shownCnpjs(page)).not.toContain(listed);
});

test('"Não contatar" from a row and from the detail takes the company out of the next search', async ({
  page,
  context,
}) => {
  const urls = searchUrls(page);
  await searchByName(page, 'SP - São Paulo', 'Comercio');
  const [first, second] = await shownCnpjs(page);
  await results(page)
    .getByRole('button', { name: `Não contatar ${first}` })
    .click();
  // It stays in its place, marked, until the page changes (decision 057).
  await expect(
    results(page).getByRole('button', { name: `Não contatar ${first}` }),
  ).toHaveAttribute('aria-pressed', 'true');

  // The detail opens in a new tab; there, "Não contatar" puts the second company on the list.
  const [detail] = await Promise.all([
    context.waitForEvent('page'),
    results(page).getByRole('link', { name: second! }).click(),
  ]);
  await detail.getByRole('button', { name: 'Não contatar' }).click();
  await expect(
    detail.getByRole('status').filter({ hasText: 'Empresa adicionada à lista "Não contatar".' }),
  ).toBeVisible();
  await expect(detail.getByRole('button', { name: 'Não contatar' })).toBeDisabled();
  await detail.close();

  // Searched again, neither comes back: the backend leaves the "Não contatar" list out.
  await searchAgainWith(page, 'Só matriz');
  await searchAgainWith(page, 'Só matriz');
  await expect.poll(() => urls.length).toBe(3);
  expect(urls[2]!.searchParams.get('excluir_listas')).toMatch(/^\d+$/);
  const shown = await shownCnpjs(page);
  expect(shown).not.toContain(first);
  expect(shown).not.toContain(second);
});

test('the detail says where its data comes from', async ({ page }) => {
  await searchByName(page, 'SP - São Paulo', 'Comercio');
  const [cnpj] = await shownCnpjs(page);
  await page.goto(`/detalhes/${cnpj!.replace(/\W/g, '')}`);
  await expect(
    page.getByText(/^Fonte: Receita Federal \(dados abertos\), base de \d{2}\/\d{2}\/\d{4}$/),
  ).toBeVisible();
});
