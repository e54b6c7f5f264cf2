// The suite's test object: fresh users, a login (kept in storage, or through the login page for the
// tests about signing in), the mock's per-user controls, and a console that fails the test on any
// unexpected error. Every spec imports `test` and `expect` from here.
import { expect, test as base, type Page, type Request } from '@playwright/test';
import { ConsoleErrors } from './support/console-errors.ts';
import { createEmulatorUser, type Plan, type TestUser } from './support/emulator.ts';
import { MOCK_URL } from './support/env.ts';
import { createMockControl, type MockControl } from './support/mock-control.ts';
import { signedInSession } from './support/session.ts';
import { USER_ID_KEY } from '../packages/api-client/src/token-store.ts';

export { expect };
export type { TestUser };

/** The fixtures every spec can ask for. */
interface Fixtures {
  /** Fails the test on console errors it did not `allow()`. Always on. */
  consoleErrors: ConsoleErrors;
  /** Creates a fresh account in the Auth Emulator (paid unless `free`). */
  createUser: (plan?: Plan) => Promise<TestUser>;
  /**
   * Opens `path` (home unless given) signed in as `user`, the way a returning user's browser finds
   * the app: the session is made by the login page's own calls and kept in the browser's storage
   * (support/session.ts), without drawing the login page. Resolves with the backend user id.
   */
  login: (page: Page, user: TestUser, path?: string) => Promise<string>;
  /**
   * Signs in through the login page and waits until the page it lands on has read what it reads
   * from the mock (no call open or sent for half a second): a test that then changes the user's
   * scenario in the mock sees only the answers to what it does next, not a late answer to the
   * landing page.
   */
  loginWithForm: (page: Page, user: TestUser) => Promise<string>;
  /** The mock server's per-user controls (scenarios, plan). */
  mock: MockControl;
}

/** The backend user id the app stored after its login (docs/product.md#entities: key backendUserId). */
export async function backendUserId(page: Page): Promise<string> {
  const handle = await page.waitForFunction((key) => localStorage.getItem(key), USER_ID_KEY);
  return String(await handle.jsonValue());
}

/** Fills the login form and submits it. */
export async function submitLogin(page: Page, user: TestUser): Promise<void> {
  await page.getByLabel('E-mail').fill(user.email);
  await page.getByRole('textbox', { name: 'Senha', exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Acessar', exact: true }).click();
}

export const test = base.extend<Fixtures>({
  consoleErrors: [
    async ({ context }, use) => {
      const errors = new ConsoleErrors();
      context.pages().forEach((page) => errors.watch(page));
      context.on('page', (page) => errors.watch(page));
      await use(errors);
      expect(errors.unexpected(), 'unexpected console errors').toEqual([]);
    },
    { auto: true },
  ],
  createUser: async ({ request }, use) => {
    await use((plan) => createEmulatorUser(request, plan));
  },
  login: async ({ baseURL }, use) => {
    await use(async (page, user, path = '/') => {
      const { userId, storage } = await signedInSession(page.context(), user);
      // The storage is the app's origin's: written from an empty page of that origin, served here.
      // Its icon is inline: the browser would otherwise ask the app for /favicon.ico, a 404.
      const blank = `${baseURL}/__e2e-storage`;
      const body = '<!doctype html><link rel="icon" href="data:,"><title>e2e</title>';
      await page.route(blank, (route) => route.fulfill({ contentType: 'text/html', body }));
      await page.goto(blank);
      await page.evaluate((entries) => {
        for (const [key, value] of entries) localStorage.setItem(key, value);
      }, storage);
      await page.unroute(blank);
      await page.goto(`${baseURL}${path}`);
      await expect(page).not.toHaveURL(/\/login/);
      return userId;
    });
  },
  loginWithForm: async ({ baseURL }, use) => {
    await use(async (page, user) => {
      await page.goto(`${baseURL}/login`);
      // The calls to the mock still open, counted from the submit on.
      const open = new Set<Request>();
      let sent = 0;
      const onRequest = (request: Request) => {
        if (!request.url().startsWith(MOCK_URL)) return;
        open.add(request);
        sent += 1;
      };
      const onDone = (request: Request) => open.delete(request);
      page.on('request', onRequest);
      page.on('requestfinished', onDone);
      page.on('requestfailed', onDone);
      try {
        await submitLogin(page, user);
        await expect(page).not.toHaveURL(/\/login/);
        const userId = await backendUserId(page);
        // Quiet: no call open and none sent for half a second.
        await expect
          .poll(async () => {
            const before = sent;
            await page.waitForTimeout(500);
            return open.size === 0 && sent === before;
          })
          .toBe(true);
        return userId;
      } finally {
        page.off('request', onRequest);
        page.off('requestfinished', onDone);
        page.off('requestfailed', onDone);
      }
    });
  },
  mock: async ({ request }, use) => {
    await use(createMockControl(request));
  },
});
