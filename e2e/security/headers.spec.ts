// The production build's headers, as Firebase Hosting sends them from the build's firebase.json
// (apps/web src/build/hosting.ts, served here by the Hosting emulator): the Content-Security-Policy
// stops injected inline script, no other origin may frame the app, and only hashed assets are kept.
import { expect, test, type Page } from '@playwright/test';
import { APP_URL } from '../support/env.ts';

declare global {
  interface Window {
    __injected?: number;
    __violations?: string[];
  }
}

/** Injects an inline <script> and an inline event handler, as a successful HTML injection would. */
async function injectInlineCode(page: Page): Promise<void> {
  await page.evaluate(() => {
    window.__violations = [];
    document.addEventListener('securitypolicyviolation', (event) =>
      window.__violations?.push(event.effectiveDirective),
    );
    const script = document.createElement('script');
    script.textContent = 'window.__injected = 1';
    document.body.append(script);
    const holder = document.createElement('div');
    holder.innerHTML = '<img src="data:," onerror="window.__injected = 2">';
    document.body.append(holder);
  });
  // The violation events and the image's error event are queued tasks: let them run.
  await page.waitForFunction(
    () => (window.__violations?.length ?? 0) >= 2 || window.__injected !== undefined,
  );
}

test('the policy blocks an injected inline script and inline handler', async ({ page }) => {
  await page.goto('/login');
  await injectInlineCode(page);
  expect(await page.evaluate(() => window.__injected)).toBeUndefined();
  expect(await page.evaluate(() => window.__violations)).toEqual(
    expect.arrayContaining(['script-src-elem', 'script-src-attr']),
  );
});

test.describe('without the policy', () => {
  test.use({ bypassCSP: true });
  test('the same injection runs, so the test above can fail', async ({ page }) => {
    await page.goto('/login');
    await injectInlineCode(page);
    expect(await page.evaluate(() => window.__injected)).toBeDefined();
  });
});

test('every route is served with the policy and the anti-framing headers', async ({ request }) => {
  for (const path of ['/login', '/pesquisar-empresas?uf=SP', '/detalhes/11222333000181']) {
    const response = await request.get(path);
    const headers = response.headers();
    expect(headers['content-security-policy']).toMatch(/frame-ancestors 'none'/);
    expect(headers['content-security-policy']).toMatch(/script-src 'self'(?![^;]*'unsafe-inline')/);
    expect(headers['x-frame-options']).toBe('DENY');
  }
});

test('every route is the app, revalidated; its hashed assets are kept for a year', async ({
  request,
}) => {
  for (const path of ['/', '/login', '/detalhes/11222333000181']) {
    const headers = (await request.get(path)).headers();
    expect(headers['content-type']).toMatch(/^text\/html/);
    expect(headers['cache-control']).toBe('no-cache');
  }
  const html = await (await request.get('/login')).text();
  const assets = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+)"/g)].map((found) => found[1]);
  expect(assets.length).toBeGreaterThan(1);
  for (const asset of assets) {
    const response = await request.get(asset ?? '');
    expect(response.status()).toBe(200);
    expect(response.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  }
});

/** Opens a page on another origin that frames `src`; returns what the frame ended up showing. */
async function framedFrom(page: Page, src: string): Promise<string> {
  const framer = 'http://framer.test/';
  await page.route(framer, (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><title>framer</title><iframe title="alvo" src="${src}"></iframe>`,
    }),
  );
  await page.goto(framer);
  await expect.poll(() => page.frames().length).toBe(2);
  await page.waitForLoadState('load');
  const child = page.frames().find((frame) => frame !== page.mainFrame());
  // A refused frame holds the browser's error page, which may not even be scriptable.
  return (await child?.evaluate(() => document.body?.innerText ?? '').catch(() => '')) ?? '';
}

test('another origin cannot frame the app', async ({ page }) => {
  const shown = await framedFrom(page, `${APP_URL}/login`);
  expect(shown).not.toContain('Acessar');
});

test('another origin can frame a page without those headers, so the test above can fail', async ({
  page,
}) => {
  await page.route('http://framed.test/', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<p>quadro permitido</p>' }),
  );
  expect(await framedFrom(page, 'http://framed.test/')).toContain('quadro permitido');
});
