// Signed tokens (strict mode): a token the mock did not sign with its secret, or one of the other kind,
// is refused: 403 TOKEN_INVALID as a bearer, 401 as the session cookie of GET /refresh.
import { SignJWT } from 'jose';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createHandlers, handlers, resetStore, userIdForUid } from '../src/index.ts';
import { call, expectContract, signIn } from './helpers.ts';

const SECRET = 'a-test-secret-of-at-least-32-characters';
const strict = createHandlers({ auth: 'strict', tokenSecret: SECRET });

const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
const inAnHour = () => Math.floor(Date.now() / 1000) + 3600;
const victim = {
  userId: userIdForUid('victim-uid'),
  uid: 'victim-uid',
  email: 'victim@example.com',
};

/** The answer to GET /api/users/{victim} with this bearer. */
async function asVictim(token: string, h = strict): Promise<Response> {
  return call(h, `/api/users/${victim.userId}`, { token });
}

async function expectInvalid(response: Response) {
  expect(response.status).toBe(403);
  expect(await response.json()).toEqual({ message: 'Token inválido', code: 'TOKEN_INVALID' });
}

/** The token with one character of its payload (the middle segment) changed. */
function tamper(token: string, index: number): string {
  const [header, payload, signature] = token.split('.') as [string, string, string];
  const changed =
    payload.slice(0, index) + (payload[index] === 'A' ? 'B' : 'A') + payload.slice(index + 1);
  return [header, changed, signature].join('.');
}

describe('forged access tokens (strict)', () => {
  beforeEach(() => resetStore());

  it("refuses the old readable format, with any claims, in the contract's Forbidden shape", async () => {
    const forged = await asVictim(`mock.${b64({ ...victim, exp: inAnHour() })}`);
    await expectContract('/api/users/{id}', 'get', forged);
    await expectInvalid(forged);
  });

  it('refuses a JWT signed with another secret, or not signed at all', async () => {
    const claims = { ...victim, kind: 'access', via: 'login' };
    const otherSecret = new TextEncoder().encode('another-secret-of-at-least-32-characters');
    const signed = await new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256' })
      .setExpirationTime(inAnHour())
      .sign(otherSecret);
    await expectInvalid(await asVictim(signed));
    await expectInvalid(
      await asVictim(`${b64({ alg: 'none', typ: 'JWT' })}.${b64({ ...claims, exp: inAnHour() })}.`),
    );
  });

  it('refuses a valid token whose payload was altered, by one character or to name another user', async () => {
    const { token } = await signIn(strict, 'attacker-uid');
    expect((await call(strict, '/api/ufs', { token })).status).toBe(200);
    const payload = token.split('.')[1]!;
    for (const index of [0, Math.floor(payload.length / 2), payload.length - 2]) {
      await expectInvalid(await call(strict, '/api/ufs', { token: tamper(token, index) }));
    }
    const [header, , signature] = token.split('.');
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as Record<
      string,
      unknown
    >;
    await expectInvalid(
      await asVictim([header, b64({ ...claims, ...victim }), signature].join('.')),
    );
  });

  it('refuses a session cookie as a bearer token', async () => {
    const { cookie } = await signIn(strict, 'ana-uid');
    await expectInvalid(await call(strict, '/api/ufs', { token: cookie.slice('session='.length) }));
  });

  it('still tells an expired, validly signed token (TOKEN_EXPIRED) from a forged one', async () => {
    const { token } = await signIn(strict, 'ana-uid');
    vi.useFakeTimers({ now: Date.now() + 3600_000, toFake: ['Date'] });
    try {
      expect(await (await call(strict, '/api/ufs', { token })).json()).toMatchObject({
        code: 'TOKEN_EXPIRED',
      });
      expect(
        await (await call(strict, '/api/ufs', { token: tamper(token, 5) })).json(),
      ).toMatchObject({ code: 'TOKEN_INVALID' });
    } finally {
      vi.useRealTimers();
    }
  });

  it('keeps lenient mode as it was: any bearer, forged or not, is the demo user', async () => {
    const forged = await call(handlers, '/api/notificacoes/demo-uid', {
      token: `mock.${b64({ ...victim, exp: inAnHour() })}`,
    });
    expect(forged.status).toBe(200);
  });
});

describe('forged session cookies (strict)', () => {
  beforeEach(() => resetStore());
  afterEach(() => vi.useRealTimers());

  const refresh = (value: string, h = strict) =>
    call(h, '/refresh', { headers: { cookie: `session=${value}` } });

  it('answers 401 to a forged or altered cookie, as to a missing one', async () => {
    const { cookie } = await signIn(strict, 'ana-uid');
    const value = cookie.slice('session='.length);
    expect((await refresh(value)).status).toBe(200);
    expect((await refresh(`mock.${b64(victim)}`)).status).toBe(401);
    expect((await refresh(tamper(value, 4))).status).toBe(401);
    const otherSecret = new TextEncoder().encode('another-secret-of-at-least-32-characters');
    const signed = await new SignJWT({ ...victim, kind: 'session' })
      .setProtectedHeader({ alg: 'HS256' })
      .sign(otherSecret);
    const refused = await refresh(signed);
    expect(refused.status).toBe(401);
    await expectContract('/refresh', 'get', refused);
  });

  it('answers 401 to an access token sent as the cookie', async () => {
    const { token } = await signIn(strict, 'ana-uid');
    expect((await refresh(token)).status).toBe(401);
  });
});

describe('token secrets', () => {
  beforeEach(() => resetStore());

  it("lets handler sets with the same secret accept each other's tokens and cookies, and no others", async () => {
    const twin = createHandlers({ auth: 'strict', tokenSecret: SECRET });
    const other = createHandlers({
      auth: 'strict',
      tokenSecret: 'a-different-secret-of-32-characters!',
    });
    const { token, cookie, userId } = await signIn(strict, 'ana-uid');
    expect((await call(twin, `/api/users/${userId}`, { token })).status).toBe(200);
    expect((await call(twin, '/refresh', { headers: { cookie } })).status).toBe(200);
    await expectInvalid(await call(other, `/api/users/${userId}`, { token }));
    expect((await call(other, '/refresh', { headers: { cookie } })).status).toBe(401);
  });

  it('gives every process one random secret by default, shared by its handler sets', async () => {
    const { token } = await signIn(createHandlers({ auth: 'strict' }), 'ana-uid');
    expect((await call(createHandlers({ auth: 'strict' }), '/api/ufs', { token })).status).toBe(
      200,
    );
    await expectInvalid(await call(strict, '/api/ufs', { token }));
  });

  it('keeps tokens valid across a store reset: the user is recreated from the claims', async () => {
    const { token, cookie, userId } = await signIn(strict, 'ana-uid');
    resetStore();
    expect(await (await call(strict, `/api/users/${userId}`, { token })).json()).toEqual({
      plano: 'M',
    });
    resetStore();
    expect((await call(strict, '/refresh', { headers: { cookie } })).status).toBe(200);
  });
});
