// The Firebase ID token, its refresh token and the backend access token travel only in request
// bodies and the Authorization header: never in a URL (history, logs, Referer) nor a console line.
import { expect, test, type Page } from '@playwright/test';
import { signUpFreshUser, logIn } from './support/session.ts';

/** Everything a session exposed: request URLs, console lines, and the tokens it was given. */
interface Recording {
  urls: string[];
  logs: string[];
  tokens: Set<string>;
  authorizations: string[];
}

/** The answers that hand the app a token: Firebase's sign-in and refresh, the backend's login and refresh. */
const TOKEN_ANSWERS = /accounts:signIn|securetoken|\/login$|\/refresh$/;
const TOKEN_KEYS = [
  'idToken',
  'refreshToken',
  'accessToken',
  'id_token',
  'refresh_token',
  'access_token',
];

async function record(page: Page): Promise<Recording> {
  const recording: Recording = { urls: [], logs: [], tokens: new Set(), authorizations: [] };
  page.on('console', (message) => recording.logs.push(message.text()));
  page.on('pageerror', (error) => recording.logs.push(String(error)));
  page.context().on('request', (request) => {
    recording.urls.push(request.url());
    const authorization = request.headers().authorization;
    if (authorization) recording.authorizations.push(authorization);
  });
  // Read on the way to the page, not from the page's response: the login redirects at once, and a
  // response's body may be gone by the time a listener asks for it (a gate run once missed the
  // backend's token that way).
  await page.context().route(
    (url) => TOKEN_ANSWERS.test(url.pathname),
    async (route) => {
      if (route.request().method() !== 'POST') return route.fallback();
      const response = await route.fetch();
      if (response.ok()) {
        const body = (await response.json().catch(() => ({}))) as Record<string, unknown>;
        for (const key of TOKEN_KEYS) {
          if (typeof body[key] === 'string') recording.tokens.add(body[key]);
        }
      }
      await route.fulfill({ response });
    },
  );
  return recording;
}

/** Pieces long enough to identify a token even if a log line cuts or wraps it. */
function fragments(token: string): string[] {
  return token
    .split('.')
    .filter((part) => part.length >= 16)
    .concat(token.length >= 16 ? [token.slice(0, 16), token.slice(-16)] : []);
}

test('no token shows up in any URL or console line during a session', async ({ page, request }) => {
  test.setTimeout(150_000);
  const recording = await record(page);
  const user = await signUpFreshUser(request);
  await logIn(
    page,
    user,
    `?redirect=${encodeURIComponent('/pesquisar-empresas?uf=SP&cnaes=4781400')}`,
  );
  for (const path of ['/', '/minhas-listas', '/pesquisar-cnpj', '/detalhes/11222333000181']) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
  }

  const tokens = [...recording.tokens];
  // The recording saw the real tokens, and the backend one was really sent as a bearer.
  expect(tokens.length).toBeGreaterThanOrEqual(2);
  expect(
    recording.authorizations.some((header) => tokens.some((token) => header === `Bearer ${token}`)),
  ).toBe(true);
  const pieces = tokens.flatMap(fragments);
  const leaks = [...recording.urls, ...recording.logs].filter((line) =>
    pieces.some((piece) => line.includes(piece) || line.includes(encodeURIComponent(piece))),
  );
  expect(leaks).toEqual([]);
});
