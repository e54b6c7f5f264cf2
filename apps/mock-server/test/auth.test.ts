// Strict auth as the Express host runs it: emulator ID tokens only, 403 for a missing, invalid or expired
// access token (the client then refreshes), 401 from /refresh without a valid session cookie.
// Forged tokens: forgery.test.ts; paths that name a user: path-owner.test.ts.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createHandlers, handlers, resetStore, store } from '../src/index.ts';
import { call, emulatorIdToken } from './helpers.ts';

const strict = createHandlers({ auth: 'strict' });

async function login(idToken: string, h = strict) {
  return call(h, '/login', { method: 'POST', body: JSON.stringify({ idToken }) });
}

function sessionCookieOf(response: Response): string {
  const cookie = response.headers.get('set-cookie') ?? '';
  expect(cookie).toMatch(/HttpOnly/);
  return cookie.split(';')[0]!;
}

describe('auth (strict)', () => {
  beforeEach(() => resetStore());
  afterEach(() => {
    vi.useRealTimers();
    store.tokenTtlSeconds = 900;
  });

  it('signs in with an emulator ID token and maps the uid to a stable backend user id', async () => {
    const first = await login(emulatorIdToken({ sub: 'firebase-uid-1', email: 'ana@example.com' }));
    expect(first.status).toBe(200);
    const { accessToken, userId } = await first.json();
    expect(sessionCookieOf(first)).toMatch(/^session=/);
    resetStore();
    const again = await (
      await login(emulatorIdToken({ sub: 'firebase-uid-1', email: 'ana@example.com' }))
    ).json();
    expect(again.userId).toBe(userId);
    expect((await call(strict, `/api/users/${userId}`, { token: accessToken })).status).toBe(200);
  });

  it.each([
    ['another project', { sub: 'x', aud: 'other-project' }],
    ['another issuer', { sub: 'x', iss: 'https://example.com' }],
    ['an expired token', { sub: 'x', exp: Math.floor(Date.now() / 1000) - 10 }],
  ])('refuses an ID token from %s with 401', async (_label, claims) => {
    expect((await login(emulatorIdToken(claims))).status).toBe(401);
  });

  it('refuses unsigned tokens when not in emulator mode, and bodies that break the contract', async () => {
    const production = createHandlers({ auth: 'strict', emulatorMode: false });
    expect((await login(emulatorIdToken({ sub: 'x' }), production)).status).toBe(401);
    expect((await call(strict, '/login', { method: 'POST', body: '{"idToken":""}' })).status).toBe(
      400,
    );
    expect(
      (await call(strict, '/login', { method: 'POST', body: '{"idToken":"a","extra":1}' })).status,
    ).toBe(400);
    expect((await call(strict, '/login', { method: 'POST', body: 'not json' })).status).toBe(400);
  });

  it('answers 403 without a token and after the token expires, then /refresh gives a working one', async () => {
    store.tokenTtlSeconds = 60;
    const response = await login(emulatorIdToken({ sub: 'uid-2', email: 'bia@example.com' }));
    const { accessToken } = await response.json();
    const missing = await call(strict, '/api/ufs');
    expect(missing.status).toBe(403);
    expect(await missing.json()).toMatchObject({ code: 'TOKEN_MISSING' });
    const garbage = await call(strict, '/api/ufs', { token: 'garbage' });
    expect(garbage.status).toBe(403);
    expect(await garbage.json()).toMatchObject({ code: 'TOKEN_INVALID' });
    expect((await call(strict, '/api/ufs', { token: accessToken })).status).toBe(200);
    vi.useFakeTimers({ now: Date.now() + 61_000, toFake: ['Date'] });
    const expired = await call(strict, '/api/ufs', { token: accessToken });
    expect(expired.status).toBe(403);
    expect(await expired.json()).toMatchObject({ code: 'TOKEN_EXPIRED' });
    const refreshed = await call(strict, '/refresh', {
      headers: { cookie: sessionCookieOf(response) },
    });
    expect(refreshed.status).toBe(200);
    expect(
      (await call(strict, '/api/ufs', { token: (await refreshed.json()).accessToken })).status,
    ).toBe(200);
  });

  it('answers 401 from /refresh without a session cookie, and logout clears the cookie', async () => {
    expect((await call(strict, '/refresh')).status).toBe(401);
    expect((await call(strict, '/refresh', { headers: { cookie: 'session=forged' } })).status).toBe(
      401,
    );
    const out = await call(strict, '/logout', { method: 'POST' });
    expect(out.status).toBe(204);
    expect(out.headers.get('set-cookie')).toMatch(/session=;.*Max-Age=0/);
  });
});

describe('auth (lenient, for stories and unit tests)', () => {
  beforeEach(() => resetStore());

  it('treats any bearer, or none, as the demo user', async () => {
    expect((await call(handlers, '/api/ufs')).status).toBe(200);
    expect((await call(handlers, '/api/ufs', { token: 'whatever' })).status).toBe(200);
    expect((await call(handlers, '/refresh')).status).toBe(200);
  });

  it('lets tokenExpired fail once: the token from /refresh goes through', async () => {
    expect((await call(handlers, '/api/ufs', { scenario: 'tokenExpired' })).status).toBe(403);
    const { accessToken } = await (
      await call(handlers, '/refresh', { scenario: 'tokenExpired' })
    ).json();
    expect(
      (await call(handlers, '/api/ufs', { scenario: 'tokenExpired', token: accessToken })).status,
    ).toBe(200);
    expect((await call(handlers, '/refresh', { scenario: 'refreshFails' })).status).toBe(401);
  });
});
