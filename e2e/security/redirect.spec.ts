// docs/product.md#screens-and-routes: /login?redirect=<target> sends the user to the target after signing in. A hostile
// target must never take the browser (or a script URL) outside the app's origin.
import { expect, test } from '@playwright/test';
import { APP_URL } from '../support/env.ts';
import { logIn, signUpFreshUser } from './support/session.ts';
import { recordDialogs } from './support/xss-probe.ts';

/** Values an attacker could put in a shared login link; each is sent URL-encoded. */
const HOSTILE_REDIRECTS = [
  'https://evil.example/',
  'HTTPS://EVIL.EXAMPLE',
  '//evil.example',
  '///evil.example',
  '/\\evil.example',
  '\\\\evil.example',
  '/%2F/evil.example',
  '%2F%2Fevil.example',
  '%252F%252Fevil.example',
  '/\t/evil.example',
  ' //evil.example',
  'https:evil.example',
  'https:/evil.example',
  `${APP_URL}@evil.example`,
  'evil.example',
  'javascript:alert(document.domain)',
  'JaVaScRiPt:window.__xss=1',
  'data:text/html,<script>alert(1)</script>',
  'vbscript:msgbox(1)',
  '/\u3031evil.example',
] as const;

const appOrigin = new URL(APP_URL).origin;

test('the hostile list is long enough to mean something', () => {
  expect(HOSTILE_REDIRECTS.length).toBeGreaterThanOrEqual(15);
});

for (const target of HOSTILE_REDIRECTS) {
  test(`redirect ${JSON.stringify(target)} stays on the app's origin`, async ({
    page,
    request,
  }) => {
    const user = await signUpFreshUser(request);
    const dialogs = recordDialogs(page);
    const visited: string[] = [];
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) visited.push(frame.url());
    });
    page.on('request', (sent) => {
      if (sent.isNavigationRequest()) visited.push(sent.url());
    });

    await logIn(page, user, `?redirect=${encodeURIComponent(target)}`);
    await page.waitForLoadState('networkidle');

    expect(new URL(page.url()).origin).toBe(appOrigin);
    expect(visited.filter((url) => !url.startsWith(`${appOrigin}/`))).toEqual([]);
    expect(await page.evaluate(() => window.__xss)).toBeUndefined();
    expect(dialogs).toEqual([]);
  });
}

test('a same-origin redirect is honoured, so the checks above can see a redirect', async ({
  page,
  request,
}) => {
  const user = await signUpFreshUser(request);
  await logIn(page, user, `?redirect=${encodeURIComponent('/minhas-listas?origem=teste')}`);
  await expect(page).toHaveURL(`${appOrigin}/minhas-listas?origem=teste`);
});
