// POST /login, GET /refresh, POST /logout and GET /api/users/{id} (docs/product.md#calls, #states-and-transitions "Auth", decision 003).
import { checkEmulatorIdToken, lenientIdentity, type FirebaseIdentity } from '../auth/firebase.ts';
import {
  SESSION_COOKIE,
  decodeToken,
  encodeToken,
  sessionCookie,
  type TokenClaims,
} from '../auth/tokens.ts';
import type { MockOptions } from '../options.ts';
import type { UserState } from '../store.ts';
import { readBody, extraKeys } from './body.ts';
import { DEMO_IDENTITY, authed, fail, has, open, planOf } from './context.ts';
import { http } from './http.ts';

function accessToken(
  options: MockOptions,
  user: UserState,
  via: TokenClaims['via'],
): Promise<string> {
  const exp = Math.floor(Date.now() / 1000) + options.store.tokenTtlSeconds;
  return encodeToken(
    { userId: user.userId, uid: user.uid, email: user.email, exp, via },
    { secret: options.tokenSecret, kind: 'access' },
  );
}

function sessionToken(options: MockOptions, user: UserState): Promise<string> {
  return encodeToken(
    { userId: user.userId, uid: user.uid, email: user.email },
    { secret: options.tokenSecret, kind: 'session' },
  );
}

function identityFor(options: MockOptions, idToken: string): FirebaseIdentity | string {
  if (options.auth === 'lenient') return lenientIdentity(idToken) ?? DEMO_IDENTITY;
  // Unsigned tokens can only be trusted from the emulator; without it there is nothing to verify against.
  if (!options.emulatorMode)
    return 'Apenas tokens do Firebase Auth Emulator são aceitos (MOCK_EMULATOR_MODE)';
  const check = checkEmulatorIdToken(idToken, options.firebaseProjectId);
  return check.ok ? check.identity : check.reason;
}

function checkLogin(body: Record<string, unknown>): string | null {
  if (typeof body.idToken !== 'string' || body.idToken === '') return 'idToken é obrigatório';
  return extraKeys(body, ['idToken']);
}

/** The auth and plan handlers. */
export function authHandlers(options: MockOptions) {
  return [
    http.post(
      '/login',
      open(options, async (info, session) => {
        const body = await readBody<{ idToken: string }>(info.request, checkLogin);
        if (!body.ok) return fail(info, 400, body.message, 'BAD_REQUEST');
        if (has(session, 'loginFails'))
          return fail(info, 401, 'Login recusado (cenário loginFails)', 'LOGIN_FAILED');
        const identity = identityFor(options, body.value.idToken);
        if (typeof identity === 'string') return fail(info, 401, identity, 'INVALID_ID_TOKEN');
        const user = options.store.ensureUser(identity, options.seed);
        // The session came without a user (no token yet); the host's request log names who signed in.
        session.user = user;
        return info
          .response(200)
          .json(
            { accessToken: await accessToken(options, user, 'login'), userId: user.userId },
            { headers: { 'Set-Cookie': sessionCookie(await sessionToken(options, user)) } },
          );
      }),
    ),
    http.get(
      '/refresh',
      open(options, async (info, session) => {
        if (has(session, 'refreshFails'))
          return fail(info, 401, 'Sessão inválida (cenário refreshFails)', 'REFRESH_FAILED');
        const claims = await decodeToken(info.cookies[SESSION_COOKIE], {
          secret: options.tokenSecret,
          kind: 'session',
        });
        const identity = claims ?? (options.auth === 'lenient' ? DEMO_IDENTITY : null);
        if (!identity) return fail(info, 401, 'Sessão ausente ou inválida', 'NO_SESSION');
        const user = options.store.ensureUser(identity, options.seed);
        session.user = user;
        return info
          .response(200)
          .json({ accessToken: await accessToken(options, user, 'refresh') });
      }),
    ),
    http.post(
      '/logout',
      open(options, (info) =>
        info.response(204).empty({ headers: { 'Set-Cookie': sessionCookie('', 0) } }),
      ),
    ),
    http.get(
      '/api/users/{id}',
      authed(
        options,
        (info, session) => {
          if (has(session, 'planError'))
            return fail(info, 500, 'Falha ao ler o plano (cenário planError)');
          return info.response(200).json({ plano: planOf(session) });
        },
        { param: 'id', id: 'userId' },
      ),
    ),
  ];
}
