// The Radar in the built app against the mock (docs/product.md#radar): QA publishes a new release of
// the register, the monitor's queue fills, the user acts on a company and marks the rest as seen;
// once with the backend keeping the monitors (the extension), once without it (radarMissing), where
// this browser keeps and checks them and says so, and compares the user's lists release by release.
import type { APIRequestContext, Page } from '@playwright/test';
import {
  RADAR_IN_BROWSER_NOTE,
  RADAR_LIST_CHANGES_FIRST,
  RADAR_LIST_CHANGES_UNAVAILABLE,
  comparedHereText,
} from '../packages/domain/src/index.ts';
import { expect, test } from './fixtures.ts';
import { searchByName } from './support/search.ts';
import { MOCK_URL } from './support/env.ts';

// Publishing a release moves the register for every user of the mock: these run one at a time, from
// the register as the mock starts it, and leave it so.
test.describe.configure({ mode: 'serial' });

const NAME = 'Padarias SP';

async function qa(request: APIRequestContext, path: 'release' | 'reset') {
  const response = await request.post(`${MOCK_URL}/__mock/api/${path}`);
  expect(response.status()).toBe(204);
}

test.beforeEach(async ({ request }) => qa(request, 'reset'));
test.afterAll(async ({ request }) => qa(request, 'reset'));

const monitorItem = (page: Page) => page.getByRole('listitem', { name: NAME });
const queueRows = (page: Page) => page.getByRole('button', { name: /^Não contatar \w/ });

/** "Ver empresas novas", then acts on the first company and marks the rest as seen. */
async function actOnQueue(page: Page) {
  await monitorItem(page).getByRole('button', { name: 'Ver empresas novas' }).click();
  await expect(queueRows(page).first()).toBeVisible();
  const label = await queueRows(page).first().getAttribute('aria-label');
  await queueRows(page).first().click();
  await expect(page.getByRole('status').filter({ hasText: 'Não contatar' })).toBeVisible();
  // It stays in its place, marked, until the page changes (decision 057).
  await expect(page.getByRole('button', { name: label! })).toHaveAttribute('aria-pressed', 'true');

  await page.getByRole('button', { name: 'Marcar como vistas' }).click();
  await expect(page.getByText('Nenhuma empresa nova neste monitor.')).toBeVisible();
  await page.getByRole('button', { name: 'Voltar ao Radar' }).click();
  await expect(monitorItem(page)).toContainText('Nenhuma empresa nova desde a base de 30/11/2026');
}

test('kept by the backend: monitored from the search, a release fills the queue, a company goes on "Não contatar", the rest is seen', async ({
  page,
  createUser,
  login,
  request,
}) => {
  await login(page, await createUser(), '/radar');
  await expect(page.getByText('Nenhuma pesquisa monitorada.', { exact: false })).toBeVisible();
  // "Monitorar no Radar" on the search shown.
  await searchByName(page, 'SP - São Paulo', 'Comercio');
  await page.getByRole('button', { name: 'Monitorar no Radar' }).click();
  const dialog = page.getByRole('dialog', { name: 'Monitorar no Radar' });
  await dialog.getByRole('textbox', { name: 'Nome do monitor' }).fill(NAME);
  await dialog.getByRole('button', { name: 'Monitorar', exact: true }).click();
  await dialog.getByRole('link', { name: 'Abrir o Radar' }).click();
  await expect(monitorItem(page)).toContainText('Verificado na base de 31/10/2026');
  await expect(page.getByText(RADAR_IN_BROWSER_NOTE)).toHaveCount(0);
  await monitorItem(page).getByRole('button', { name: 'Ver empresas novas' }).click();
  await page.getByRole('button', { name: 'Marcar como vistas' }).click();
  await expect(page.getByText('Nenhuma empresa nova neste monitor.')).toBeVisible();

  await qa(request, 'release');
  await page.goto('/radar');
  await expect(monitorItem(page)).toContainText(/\d+ novas? desde 31\/10\/2026/);
  await expect(page.getByRole('link', { name: 'Radar' }).first()).toHaveAccessibleDescription(
    /empresas? novas? no Radar/,
  );
  await actOnQueue(page);
});

test('kept in this browser (no extension): monitored from the search, checked when the app opens after a release, and it says so', async ({
  page,
  createUser,
  login,
  mock,
  request,
  consoleErrors,
}) => {
  // Every Radar call answers 404 here: the browser logs each, the app takes it as an answer.
  consoleErrors.allow(/Failed to load resource.*404/);
  const user = await createUser();
  const userId = await login(page, user, '/');
  await mock.setScenario(userId, 'radarMissing');
  // "Monitorar no Radar" on the search shown: the monitor is kept in this browser.
  await searchByName(page, 'SP - São Paulo', 'Comercio');
  await page.getByRole('button', { name: 'Monitorar no Radar' }).click();
  const dialog = page.getByRole('dialog', { name: 'Monitorar no Radar' });
  await dialog.getByRole('textbox', { name: 'Nome do monitor' }).fill(NAME);
  await dialog.getByRole('button', { name: 'Monitorar', exact: true }).click();
  await dialog.getByRole('link', { name: 'Abrir o Radar' }).click();
  expect(
    await page.evaluate((key) => localStorage.getItem(key), `user:${userId}:radarMonitors`),
  ).toContain(NAME);
  await expect(page.getByText(RADAR_IN_BROWSER_NOTE)).toBeVisible();
  // The first check: the 30 days up to the release.
  await expect(monitorItem(page)).toContainText('Verificado na base de 31/10/2026');
  await expect(monitorItem(page)).toContainText(/\d+ novas? desde 02\/10\/2026/);
  await monitorItem(page).getByRole('button', { name: 'Ver empresas novas' }).click();
  await expect(
    page.getByText('Não foi possível deixar de fora: exportadas antes.', { exact: false }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Marcar como vistas' }).click();
  await expect(page.getByText('Nenhuma empresa nova neste monitor.')).toBeVisible();

  await qa(request, 'release');
  // The user opens the app after the release: Início, then the Radar.
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'Radar' }).first()).toHaveAccessibleDescription(
    /empresas? novas? no Radar/,
  );
  await page.goto('/radar');
  await expect(page.getByText(RADAR_IN_BROWSER_NOTE)).toBeVisible();
  await expect(monitorItem(page)).toContainText('Verificado na base de 30/11/2026');
  await expect(monitorItem(page)).toContainText(/\d+ novas? desde 31\/10\/2026/);
  await actOnQueue(page);
});

test('kept in this browser (no extension): what changed in a list is compared here, release by release', async ({
  page,
  createUser,
  login,
  mock,
  request,
  consoleErrors,
}) => {
  consoleErrors.allow(/Failed to load resource.*404/);
  const userId = await login(page, await createUser(), '/');
  await mock.setScenario(userId, 'radarMissing');
  // The first release seen: nothing to compare yet; the lists are kept as they are now.
  await page.goto('/radar');
  await expect(page.getByText(RADAR_LIST_CHANGES_FIRST)).toBeVisible();
  await expect
    .poll(() =>
      page.evaluate((key) => localStorage.getItem(key), `user:${userId}:radarListSnapshots`),
    )
    .toContain('2026-10-31');

  // QA publishes the next release, which changes some of every list's companies.
  await qa(request, 'release');
  await page.goto('/radar');
  const changes = page.getByRole('list', { name: 'O que mudou em Prospecção' });
  await expect(changes.getByRole('listitem').first()).toBeVisible();
  await expect(changes.getByRole('link').first()).toHaveAttribute('href', /^\/detalhes\/\w{14}$/);
  await expect(
    page.getByText(comparedHereText('2026-10-31'), { exact: true }).first(),
  ).toBeVisible();
  await expect(page.getByText(RADAR_LIST_CHANGES_UNAVAILABLE)).toHaveCount(0);
});
