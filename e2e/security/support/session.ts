// A fresh signed-in user for each security test: created through the Auth Emulator's REST API
// (no UI needed for that), then logged in through the real login page so the app stores its own
// backend session exactly as a person's browser would.
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { API_KEY, EMULATOR_URL } from '../../support/env.ts';

/** E-mail and password of a user that exists in the emulator. */
export interface TestUser {
  email: string;
  password: string;
}

/** Creates a user no other test shares, so tests can run in parallel. */
export async function signUpFreshUser(request: APIRequestContext): Promise<TestUser> {
  const user = {
    email: `sec-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`,
    password: 'seguranca123',
  };
  const response = await request.post(
    `${EMULATOR_URL}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=${API_KEY}`,
    { data: { ...user, returnSecureToken: true } },
  );
  expect(response.ok(), await response.text()).toBe(true);
  return user;
}

/** Fills and submits the login form of the page that is open (any /login URL). */
export async function submitLogin(page: Page, user: TestUser): Promise<void> {
  await page.getByRole('textbox', { name: 'E-mail' }).fill(user.email);
  await page.getByRole('textbox', { name: 'Senha', exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Acessar', exact: true }).click();
}

/** Opens /login (optionally with a raw `redirect` query) and signs in; resolves once it leaves /login. */
export async function logIn(page: Page, user: TestUser, redirectQuery = ''): Promise<void> {
  await page.goto(`/login${redirectQuery}`);
  await submitLogin(page, user);
  await page.waitForURL((url) => url.pathname !== '/login');
}

/** Signs up a fresh user and logs in through the UI, landing on `/`. */
export async function signedInPage(page: Page, request: APIRequestContext): Promise<TestUser> {
  const user = await signUpFreshUser(request);
  await logIn(page, user);
  await expect(page).toHaveURL(/\/$/);
  return user;
}
