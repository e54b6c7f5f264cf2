// docs/product.md#errors: an access token that expires mid-session is refreshed once and the call retried,
// invisibly; a refresh that fails logs the user out (forceLogout). The mock's per-user scenarios
// make the token expire on demand (apps/mock-server README, Scenarios).
import type { Response } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { expectSignedIn, storedToken } from './support/app.ts';
import { MOCK_URL } from './support/env.ts';

/** "GET /refresh 200"-style lines for every mock answer, in order. */
function recordMockAnswers(responses: Response[]): string[] {
  return responses
    .filter(
      (response) =>
        response.url().startsWith(MOCK_URL) && response.request().method() !== 'OPTIONS',
    )
    .map(
      (response) =>
        `${response.request().method()} ${new URL(response.url()).pathname} ${response.status()}`,
    );
}

test('a stored token that expired is refreshed on the next visit without the user noticing', async ({
  page,
  createUser,
  loginWithForm,
  mock,
  consoleErrors,
}) => {
  consoleErrors.allow(/Failed to load resource.*403/);
  const userId = await loginWithForm(page, await createUser());
  const tokenBefore = await page.evaluate(() => localStorage.getItem('backendAccessToken'));
  await mock.setScenario(userId, 'tokenExpired');

  const responses: Response[] = [];
  page.on('response', (response) => responses.push(response));
  await page.reload();
  await expectSignedIn(page);
  await expect.poll(() => recordMockAnswers(responses)).toContain(`GET /api/users/${userId} 200`);

  const answers = recordMockAnswers(responses);
  const userCalls = answers.filter((line) => line.startsWith(`GET /api/users/${userId}`));
  // The stored token was refused (whichever call of the visit went first), then one refresh served
  // every call: the plan's call saw at most one 403 before its 200 (response events may arrive out
  // of order; the app may read the plan again later, which must not need another refresh).
  expect(answers.filter((line) => line.endsWith(' 403')).length).toBeGreaterThan(0);
  expect(userCalls.filter((line) => line.endsWith(' 403')).length).toBeLessThanOrEqual(1);
  expect(userCalls).toContain(`GET /api/users/${userId} 200`);
  expect(answers.filter((line) => line.startsWith('GET /refresh'))).toEqual(['GET /refresh 200']);
  expect(await page.evaluate(() => localStorage.getItem('backendAccessToken'))).not.toBe(
    tokenBefore,
  );
  await expect(page.getByRole('alert')).toHaveCount(0);
});

test('a token that expires while the user works is refreshed once, and the action still succeeds', async ({
  page,
  createUser,
  loginWithForm,
  mock,
  consoleErrors,
}) => {
  consoleErrors.allow(/Failed to load resource.*403/);
  const userId = await loginWithForm(page, await createUser());
  const buttons = page
    .getByRole('region', { name: 'Notificações' })
    .getByRole('button', { name: 'Marcar como lida' });
  await expect(buttons.first()).toBeVisible();
  const unread = await buttons.count();
  await mock.setScenario(userId, 'tokenExpired');

  const responses: Response[] = [];
  page.on('response', (response) => responses.push(response));
  await buttons.first().click();
  await expect(buttons).toHaveCount(unread - 1);

  const answers = recordMockAnswers(responses);
  const marks = answers.filter((line) => line.startsWith('PUT /api/notificacoes/'));
  // docs/product.md#errors: the PUT answered 403, /refresh gave a new token, and the same PUT was sent again.
  const statuses = marks.map((line) => line.split(' ')[2]).sort();
  expect(statuses).toEqual([expect.stringMatching(/^2/), '403']);
  expect(answers.filter((line) => line.startsWith('GET /refresh'))).toEqual(['GET /refresh 200']);
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expect(
    page.getByText('Failed to mark notification as read. Please try again.'),
  ).toBeHidden();
});

test('a refresh that fails logs the user out', async ({
  page,
  createUser,
  loginWithForm,
  mock,
  consoleErrors,
}) => {
  // docs/product.md#errors: a failed plan fetch is only logged.
  consoleErrors.allow(/Failed to load resource.*(403|401)/, /Failed to load the plan/);
  const userId = await loginWithForm(page, await createUser());
  await mock.setScenario(userId, 'tokenExpired', 'refreshFails');

  const refreshed = page.waitForResponse((response) => response.url().endsWith('/refresh'));
  await page.reload();
  expect((await refreshed).status()).toBe(401);
  await expect(page).toHaveURL(/\/login/);
  await expect.poll(() => storedToken(page)).toBeNull();

  // A new tab, so the logout's own navigation cannot interrupt this one.
  const again = await page.context().newPage();
  await again.goto('/');
  await expect(again).toHaveURL(/\/login/);
});
