// docs/product.md#triage: ten companies of a search's results triaged by keyboard only (J, K, L, N,
// X, Z, Enter, ?, Esc), each action's effect read back from the mock with the user's own session;
// the companies marked with X there back as the search's selection; a Radar queue's triage, kept by
// the backend and in this browser, and the bulk lookup's, each back to the same place in its set.
import type { Page } from '@playwright/test';
import { defaultFilters, filtersToParams, toSearchCriteria, withCheckDigits } from '@cnpj/domain';
import { buildSearchPath } from '@cnpj/domain/search-path';
import { expect, test } from './fixtures.ts';
import { MOCK_URL } from './support/env.ts';
import { searchByName } from './support/search.ts';

/** A call to the mock with the user's own session. */
async function backend<T>(page: Page, path: string): Promise<T> {
  return page.evaluate(async (url) => {
    const token = localStorage.getItem('backendAccessToken');
    const response = await fetch(url, {
      headers: { authorization: `Bearer ${token}` },
      credentials: 'include',
    });
    return (await response.json()) as never;
  }, `${MOCK_URL}${path}`);
}

/** The CNPJs on the user's list named `name` (none when there is no such list). */
async function listCnpjs(page: Page, name: string): Promise<string[]> {
  const lists = await backend<{ id: number; descricao: string }[]>(page, '/api/listas');
  const list = lists.find((item) => item.descricao === name);
  if (!list) return [];
  const body = await backend<{ data: { cnpj: string }[] }>(
    page,
    `/api/listas/${list.id}?recordsPerPage=1000`,
  );
  return body.data.map((row) => row.cnpj);
}

/** Presses Tab until `target` has the focus (keyboard only, as a person would). */
async function tabTo(page: Page, target: ReturnType<Page['getByRole']>): Promise<void> {
  for (let step = 0; step < 20; step += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error('the target never took the focus');
}

/** The CNPJ of the company shown, from its detail link. */
async function shownCnpj(page: Page): Promise<string> {
  const href = await page.locator('[data-triage-action="openDetail"]').getAttribute('href');
  return /\/detalhes\/([^/?#]+)/.exec(href ?? '')?.[1] ?? '';
}

/**
 * Runs a search for "Comercio" in SP as the search page does and returns the search page's query
 * for its first page (its filters, id, total and page). The search page's "Triagem" entry is its
 * owner's change; until then the triage opens at that query directly.
 */
async function runSearch(page: Page, userId: string): Promise<URLSearchParams> {
  const filters = { ...defaultFilters(), uf: 'SP' as const, nomeEmpresa: 'Comercio' };
  const criteria = toSearchCriteria(filters);
  if (!criteria) throw new Error('the filters should make a search');
  const run = await backend<{ pesquisaId: string; total: number }>(
    page,
    buildSearchPath({ ...criteria, user_id: userId }),
  );
  const query = filtersToParams(filters);
  query.set('pesquisa', run.pesquisaId);
  query.set('total', String(run.total));
  query.set('pagina', '1');
  return query;
}

let userId = '';

test.beforeEach(async ({ page, createUser, login }) => {
  userId = await login(page, await createUser());
});

test('ten companies of a search triaged by keyboard only', async ({ page, context }) => {
  const searchQuery = await runSearch(page, userId);
  const total = Number(searchQuery.get('total'));
  expect(total).toBeGreaterThanOrEqual(10);
  // The search page shown at that search offers "Triagem"; Enter on it opens the triage.
  await page.goto(`/pesquisar-empresas?${searchQuery}`);
  await page.getByRole('link', { name: 'Triagem' }).press('Enter');
  await expect(page).toHaveURL(/\/triagem\?/);
  const position = (n: number) =>
    page.getByText(`${n} de ${total.toLocaleString('pt-BR')}`, { exact: true });
  await expect(position(1)).toBeVisible();

  // 1: X selects it.
  await page.keyboard.press('x');
  await expect(page.locator('[data-triage-action="select"]')).toHaveAttribute(
    'aria-pressed',
    'true',
  );

  // 2: L adds it to a list chosen in the dialog by keyboard.
  await page.keyboard.press('j');
  await expect(position(2)).toBeVisible();
  const second = await shownCnpj(page);
  await page.keyboard.press('l');
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('radio').first()).toBeVisible();
  await tabTo(page, dialog.getByRole('radio').first());
  await page.keyboard.press('Space');
  const listName =
    (await dialog.getByRole('radio', { checked: true }).getAttribute('aria-label')) ??
    (await dialog.locator('label:has(input:checked)').innerText());
  await tabTo(page, dialog.getByRole('button', { name: 'Adicionar', exact: true }));
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden({ timeout: 10_000 });
  await expect.poll(() => listCnpjs(page, listName.trim())).toContain(second);

  // 3: L again starts with the last list chosen: Enter on "Adicionar" at once.
  await page.keyboard.press('j');
  await expect(position(3)).toBeVisible();
  const third = await shownCnpj(page);
  await page.keyboard.press('l');
  await expect(dialog.getByRole('radio', { checked: true })).toBeVisible();
  await tabTo(page, dialog.getByRole('button', { name: 'Adicionar', exact: true }));
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden({ timeout: 10_000 });
  await expect.poll(() => listCnpjs(page, listName.trim())).toContain(third);

  // 4: N puts it on "Não contatar"; 5: N, then Z takes it back.
  await page.keyboard.press('j');
  await expect(position(4)).toBeVisible();
  const fourth = await shownCnpj(page);
  await page.keyboard.press('n');
  await expect.poll(() => listCnpjs(page, 'Não contatar')).toContain(fourth);
  await page.keyboard.press('j');
  await expect(position(5)).toBeVisible();
  const fifth = await shownCnpj(page);
  await page.keyboard.press('n');
  await expect.poll(() => listCnpjs(page, 'Não contatar')).toContain(fifth);
  await page.keyboard.press('z');
  await expect.poll(() => listCnpjs(page, 'Não contatar')).not.toContain(fifth);
  expect(await listCnpjs(page, 'Não contatar')).toContain(fourth);

  // 6: Enter opens its detail in a new tab.
  await page.keyboard.press('j');
  await expect(position(6)).toBeVisible();
  const sixth = await shownCnpj(page);
  const detail = context.waitForEvent('page');
  await page.keyboard.press('Enter');
  const tab = await detail;
  await expect.poll(() => tab.url()).toContain(`/detalhes/${sixth}`);
  await tab.close();
  await page.bringToFront();

  // 7: ? shows the help; Esc closes it and stays in the triage.
  await page.keyboard.press('j');
  await expect(position(7)).toBeVisible();
  await page.keyboard.press('?');
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect(position(7)).toBeVisible();

  // K goes back, J on to 10.
  await page.keyboard.press('k');
  await expect(position(6)).toBeVisible();
  for (const n of [7, 8, 9, 10]) {
    await page.keyboard.press('j');
    await expect(position(n)).toBeVisible();
  }

  // Esc: the summary; Esc again: back to the same search page.
  await page.keyboard.press('Escape');
  await expect(page.getByRole('heading', { name: 'Resumo da triagem' })).toBeVisible();
  await expect(page.getByText(`2 empresas adicionadas à lista "${listName.trim()}"`)).toBeVisible();
  await expect(page.getByText('1 empresa enviada para "Não contatar"')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(/\/pesquisar-empresas\?/);
  expect(new URL(page.url()).searchParams.get('pesquisa')).toBe(searchQuery.get('pesquisa'));
  expect(new URL(page.url()).searchParams.get('pagina')).toBe('1');
});

test("the companies marked with X in a search's triage come back selected in the search", async ({
  page,
}) => {
  const searchQuery = await runSearch(page, userId);
  await page.goto(`/pesquisar-empresas?${searchQuery}`);
  await page.getByRole('link', { name: 'Triagem' }).press('Enter');
  await expect(page).toHaveURL(/\/triagem\?/);
  const select = page.locator('[data-triage-action="select"]');
  await expect(select).toBeVisible();
  await page.keyboard.press('x');
  await expect(select).toHaveAttribute('aria-pressed', 'true');
  await page.keyboard.press('j');
  await expect(select).toHaveAttribute('aria-pressed', 'false');
  await page.keyboard.press('x');
  await expect(select).toHaveAttribute('aria-pressed', 'true');

  // Esc: the summary; Esc again: the same search and page, the two companies its selection.
  await page.keyboard.press('Escape');
  await expect(page.getByRole('heading', { name: 'Resumo da triagem' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(/\/pesquisar-empresas\?/);
  expect(new URL(page.url()).searchParams.get('pesquisa')).toBe(searchQuery.get('pesquisa'));
  await expect(page.getByText('2 empresas selecionadas')).toBeVisible();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('five companies triaged by touch, with a swipe to move on and back', async ({ page }) => {
    const searchQuery = await runSearch(page, userId);
    const total = Number(searchQuery.get('total'));
    await page.goto(`/triagem?${searchQuery}`);
    const position = (n: number) =>
      page.getByText(`${n} de ${total.toLocaleString('pt-BR')}`, { exact: true });
    const action = (name: string) => page.locator(`[data-triage-action="${name}"]`);
    const card = page.locator('article[aria-labelledby="triage-company-name"]');
    const swipe = async (from: number, to: number) => {
      const at = { clientY: 300, isPrimary: true, pointerId: 7, pointerType: 'touch' };
      await card.dispatchEvent('pointerdown', { ...at, clientX: from });
      await card.dispatchEvent('pointerup', { ...at, clientX: to });
    };
    await expect(position(1)).toBeVisible();

    // 1: selected; a swipe left moves on.
    await action('select').tap();
    await expect(action('select')).toHaveAttribute('aria-pressed', 'true');
    await swipe(320, 60);
    await expect(position(2)).toBeVisible();

    // 2: "Não contatar".
    const second = await shownCnpj(page);
    await action('doNotContact').tap();
    await expect.poll(() => listCnpjs(page, 'Não contatar')).toContain(second);
    await action('next').tap();
    await expect(position(3)).toBeVisible();

    // 3: added to a list.
    const third = await shownCnpj(page);
    await action('addToList').tap();
    const dialog = page.getByRole('dialog');
    const radio = dialog.getByRole('radio').first();
    await radio.tap();
    const listName = (await dialog.locator('label:has(input:checked)').innerText()).trim();
    await dialog.getByRole('button', { name: 'Adicionar', exact: true }).tap();
    await expect(dialog).toBeHidden({ timeout: 10_000 });
    await expect.poll(() => listCnpjs(page, listName)).toContain(third);
    await action('next').tap();
    await expect(position(4)).toBeVisible();

    // 4 and 5: on, a swipe right back, and on again.
    await action('next').tap();
    await expect(position(5)).toBeVisible();
    await swipe(60, 320);
    await expect(position(4)).toBeVisible();
    await swipe(320, 60);
    await expect(position(5)).toBeVisible();

    await action('leave').tap();
    await expect(page.getByRole('heading', { name: 'Resumo da triagem' })).toBeVisible();
    await expect(page.getByText(`1 empresa adicionada à lista "${listName}"`)).toBeVisible();
    await expect(page.getByText('1 empresa enviada para "Não contatar"')).toBeVisible();
    await page.getByRole('button', { name: 'Voltar às empresas' }).tap();
    await expect(page).toHaveURL(/\/pesquisar-empresas\?/);
  });
});

/** The digits and letters of a CNPJ, without its mask. */
const bare = (cnpj: string) => cnpj.replace(/[^0-9A-Za-z]/g, '').toUpperCase();

/** Monitors the search "Comercio" in SP on the Radar and opens its queue; its CNPJs in order. */
async function openRadarQueue(page: Page): Promise<{ path: string; queue: string[] }> {
  await searchByName(page, 'SP - São Paulo', 'Comercio');
  await page.getByRole('button', { name: 'Monitorar no Radar' }).click();
  const dialog = page.getByRole('dialog', { name: 'Monitorar no Radar' });
  await dialog.getByRole('textbox', { name: 'Nome do monitor' }).fill('Comércio SP');
  await dialog.getByRole('button', { name: 'Monitorar', exact: true }).click();
  await dialog.getByRole('link', { name: 'Abrir o Radar' }).click();
  const monitor = page.getByRole('listitem', { name: 'Comércio SP' });
  await expect(monitor).toContainText('Verificado na base de 31/10/2026');
  await monitor.getByRole('button', { name: 'Ver empresas novas' }).click();
  const rows = page.getByRole('button', { name: /^Não contatar \w/ });
  await expect(rows.nth(2)).toBeVisible();
  const labels = await rows.evaluateAll((buttons) =>
    buttons.map((button) => button.getAttribute('aria-label') ?? ''),
  );
  return {
    path: new URL(page.url()).pathname,
    queue: labels.map((label) => bare(label.replace('Não contatar ', ''))),
  };
}

/**
 * The queue's triage by keyboard: Enter on "Triagem", N on the first company, J to the second (the
 * first, gone from the queue, does not move the walk), X, Esc twice back to the queue.
 */
async function triageQueue(page: Page, path: string, queue: readonly string[]): Promise<void> {
  await tabTo(page, page.getByRole('link', { name: 'Triagem' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/triagem\?radar=/);
  const position = (n: number) => page.getByText(new RegExp(`^${n} de \\d+$`));
  await expect(position(1)).toBeVisible();
  expect(bare(await shownCnpj(page))).toBe(queue[0]);
  await page.keyboard.press('n');
  await expect.poll(() => listCnpjs(page, 'Não contatar')).toContain(await shownCnpj(page));
  await page.keyboard.press('j');
  await expect(position(2)).toBeVisible();
  expect(bare(await shownCnpj(page))).toBe(queue[1]);
  await page.keyboard.press('x');
  await expect(page.locator('[data-triage-action="select"]')).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await page.keyboard.press('Escape');
  await expect(page.getByText('1 empresa enviada para "Não contatar"')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(new RegExp(`${path}$`));
  // Back at the queue, which no longer holds the company put on "Não contatar".
  await expect(page.getByRole('button', { name: 'Marcar como vistas' })).toBeVisible();
  const first = page.getByRole('button', { name: /^Não contatar \w/ }).first();
  await expect
    .poll(async () => bare(((await first.getAttribute('aria-label')) ?? '').slice(13)))
    .toBe(queue[1]);
}

test('a Radar queue kept by the backend, triaged by keyboard and back to the queue', async ({
  page,
}) => {
  const { path, queue } = await openRadarQueue(page);
  await triageQueue(page, path, queue);
});

test('a Radar queue kept in this browser (no extension), triaged by keyboard and back to the queue', async ({
  page,
  mock,
  consoleErrors,
}) => {
  // Every Radar call answers 404 here: the browser logs each, the app takes it as an answer.
  consoleErrors.allow(/Failed to load resource.*404/);
  await mock.setScenario(userId, 'radarMissing');
  const { path, queue } = await openRadarQueue(page);
  await expect(
    page.getByText('verificado neste navegador quando você entra', { exact: false }),
  ).toBeVisible();
  await triageQueue(page, path, queue);
});

test("the bulk lookup's found companies triaged by keyboard, back to the same results", async ({
  page,
}) => {
  /** Valid CNPJs the mock holds (any root but 99...). */
  const cnpjs = [5, 3, 8, 13, 2, 21].map((n) => withCheckDigits(`${32_000_000 + n * 7}0001`));
  const text = cnpjs.join('\n');
  await page.goto('/consultar-cnpjs-em-lote');
  const box = page.getByRole('textbox', { name: 'CNPJs' });
  await box.fill(text);
  await page.getByRole('button', { name: 'Consultar' }).click();
  await expect(page.getByRole('heading', { name: 'Encontradas (6)' })).toBeVisible();
  // "Somente ativas" stays on through the triage: only the lookup's state, kept.
  await page.getByRole('checkbox', { name: 'Somente ativas' }).check();
  const shown = await page
    .getByRole('link', { name: /^\w{2}\.\w{3}\.\w{3}\// })
    .evaluateAll((links) => links.map((link) => link.textContent ?? ''));
  expect(shown.length).toBeGreaterThan(1);

  await tabTo(page, page.getByRole('button', { name: 'Triagem' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/consultar-cnpjs-em-lote\?triagem=1$/);
  const position = (n: number) => page.getByText(`${n} de ${shown.length}`, { exact: true });
  await expect(position(1)).toBeVisible();
  await expect(box).toBeHidden();
  expect(bare(await shownCnpj(page))).toBe(bare(shown[0]!));
  await page.keyboard.press('x');
  await page.keyboard.press('j');
  await expect(position(2)).toBeVisible();
  const second = await shownCnpj(page);
  expect(bare(second)).toBe(bare(shown[1]!));
  await page.keyboard.press('n');
  await expect.poll(() => listCnpjs(page, 'Não contatar')).toContain(second);

  await page.keyboard.press('Escape');
  await expect(page.getByText('1 empresa enviada para "Não contatar"')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(/\/consultar-cnpjs-em-lote$/);
  // Nothing lost: the text, the filter, the results; the company selected in the triage is selected.
  await expect(box).toHaveValue(text);
  await expect(page.getByRole('checkbox', { name: 'Somente ativas' })).toBeChecked();
  await expect(page.getByText('1 empresa selecionada')).toBeVisible();
  await expect(page.getByText('Na lista "Não contatar"', { exact: true })).toHaveCount(1);
});
