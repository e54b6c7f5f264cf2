// One Chromium for the browser figures, with a DevTools port so Lighthouse can drive the same
// profile after Playwright has signed a user in (Firebase keeps the session in that profile).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright';
import { freePort } from './stack.mjs';

const CHROMIUM = process.env.CHROMIUM_PATH ?? process.env.CHROME_PATH ?? '/usr/bin/chromium';

/** Launches headless Chromium with a throwaway profile and a remote-debugging port; `close` removes it. */
export async function launchBrowser() {
  const port = await freePort();
  const profile = mkdtempSync(path.join(tmpdir(), 'bench-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM,
    headless: true,
    locale: 'pt-BR',
    viewport: { width: 1280, height: 800 },
    args: ['--no-sandbox', '--disable-gpu', `--remote-debugging-port=${port}`],
  });
  const close = async () => {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  };
  return { context, port, close };
}

/** Creates a fresh emulator user and signs it in through the app's login page. */
export async function signIn(context, urls) {
  const user = { email: `bench-${Date.now()}@example.com`, password: 'bench12345' };
  const response = await fetch(
    `${urls.emulator}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=demo-api-key`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ...user, returnSecureToken: true }),
    },
  );
  if (!response.ok) throw new Error(`emulator sign-up failed: ${await response.text()}`);
  const page = await context.newPage();
  await page.goto(`${urls.app}/login`);
  await page.getByRole('textbox', { name: 'E-mail' }).fill(user.email);
  await page.getByRole('textbox', { name: 'Senha', exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Acessar', exact: true }).click();
  await page.waitForURL((url) => url.pathname !== '/login', { timeout: 60_000 });
  await page.waitForFunction(() => Boolean(localStorage.getItem('backendAccessToken')));
  await page.close();
}
