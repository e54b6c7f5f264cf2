// The gate every handler goes through: scenarios (header, handler set, user), the QA latency, `slow`,
// `networkError`, then authentication, then (strict mode) whether a path that names a user names the token's user.
// The scenarios that shaped the answer are told to the handler set's observer (the host's request log).
// A missing, invalid or expired access token answers 403, as the product's (docs/product.md#errors)
// client refreshes on 403 (the contract's `Forbidden`); only GET /refresh answers 401.
import { isFreePlan } from '@cnpj/domain';
import { HttpResponse, delay } from 'msw';
import { bearerOf, decodeToken, type TokenClaims } from '../auth/tokens.ts';
import type { MockOptions } from '../options.ts';
import { SCENARIO_HEADER, parseScenarios, type ScenarioName } from '../scenarios.ts';
import type { UserState } from '../store.ts';

/** The demo user of lenient mode (stories and unit tests have no real login). */
export const DEMO_IDENTITY = { uid: 'demo-uid', email: 'demo@example.com' };

/** What a handler knows about the request. */
export interface Session<U extends UserState | null = UserState> {
  user: U;
  claims: TokenClaims | null;
  scenarios: ReadonlySet<ScenarioName>;
  /** The active scenarios that shaped the answer so far (a `has` that answered true): the request log's "cenário". */
  applied: Set<ScenarioName>;
  options: MockOptions;
}

/** Whether a scenario is active for the request; an active one is noted as having shaped the answer. */
export function has(session: Session<UserState | null>, name: ScenarioName): boolean {
  const active = session.scenarios.has(name);
  if (active) session.applied.add(name);
  return active;
}

/** The user's effective plan (the freePlan scenario forces G). */
export function planOf(session: Session): string {
  return has(session, 'freePlan') ? 'G' : session.user.plano;
}

/** Free plan: G, or anything unknown or empty (docs/product.md#plans-and-permissions). */
export function isFree(session: Session): boolean {
  return isFreePlan(planOf(session));
}

/** A JSON error body in the contract's Error shape. */
export function errorResponse(status: number, message: string, code?: string): Response {
  return HttpResponse.json(code ? { message, code } : { message }, { status });
}

interface Identity {
  claims: TokenClaims | null;
  user: UserState | null;
  /** A bearer was sent (so no claims means it was forged, altered or malformed, not missing). */
  presented: boolean;
}

async function identify(request: Request, options: MockOptions): Promise<Identity> {
  const bearer = bearerOf(request.headers.get('authorization'));
  const claims = await decodeToken(bearer, { secret: options.tokenSecret, kind: 'access' });
  if (claims)
    return { claims, user: options.store.ensureUser(claims, options.seed), presented: true };
  const user =
    options.auth === 'lenient' ? options.store.ensureUser(DEMO_IDENTITY, options.seed) : null;
  return { claims: null, user, presented: bearer !== null };
}

function authFailure(session: Session<UserState | null>, presented: boolean): Response | null {
  const { claims, options } = session;
  if (claims?.via !== 'refresh' && has(session, 'tokenExpired'))
    return errorResponse(403, 'Token expirado', 'TOKEN_EXPIRED');
  if (options.auth === 'lenient') return null;
  if (!claims && presented) return errorResponse(403, 'Token inválido', 'TOKEN_INVALID');
  if (!claims) return errorResponse(403, 'Token ausente', 'TOKEN_MISSING');
  if ((claims.exp ?? 0) <= Date.now() / 1000)
    return errorResponse(403, 'Token expirado', 'TOKEN_EXPIRED');
  return null;
}

/** Runs the gate; answers either a session or the response that ends the request. */
export async function gate(
  request: Request,
  options: MockOptions,
  requireAuth: boolean,
): Promise<
  | { session: Session<UserState | null> }
  | { response: Response; session: Session<UserState | null> }
> {
  const { claims, user, presented } = await identify(request, options);
  const names = new Set<ScenarioName>([
    ...options.scenarios,
    ...parseScenarios(request.headers.get(SCENARIO_HEADER)),
  ]);
  options.store.globalScenarios.forEach((name) => names.add(name));
  user?.scenarios.forEach((name) => names.add(name));
  const session: Session<UserState | null> = {
    user,
    claims,
    scenarios: names,
    applied: new Set(),
    options,
  };
  const latency = options.store.latencyFor(user);
  if (latency > 0) await delay(latency);
  if (has(session, 'slow')) await delay(options.slowMs);
  if (has(session, 'networkError')) return { response: HttpResponse.error(), session };
  const failure = requireAuth ? authFailure(session, presented) : null;
  if (failure) return { response: failure, session };
  if (user) user.lastAccess = new Date().toISOString();
  return { session };
}

interface ResolverInfo {
  request: Request;
  params: object;
  response: { untyped(response: Response): unknown };
}

/**
 * A path parameter that names the signed-in user, and which of the user's ids it carries: the
 * backend `userId` from POST /login, or the identity provider's (Firebase) `uid`.
 */
export interface PathOwner<I extends ResolverInfo> {
  param: keyof I['params'] & string;
  id: 'userId' | 'uid';
}

/** The `user_id` segment of the search, page, all and download paths: the backend user id (the client adds it). */
export const BACKEND_USER_SEGMENT = { param: 'user_id', id: 'userId' } as const;

/** Strict mode: 403 when the path names another user than the token's (lenient mode has no real users). */
function ownerMismatch<I extends ResolverInfo>(
  info: I,
  session: Session,
  owner: PathOwner<I> | undefined,
): Response | null {
  if (!owner || session.options.auth !== 'strict') return null;
  const named: unknown = (info.params as Record<string, unknown>)[owner.param];
  if (named === session.user[owner.id]) return null;
  return errorResponse(403, 'Acesso negado: o caminho indica outro usuário', 'USER_MISMATCH');
}

/** Tells the handler set's observer (the host's request log) who asked and which scenarios answered. */
function report(
  options: MockOptions,
  request: Request,
  session: Session<UserState | null> | undefined,
): void {
  options.observe?.(request, {
    userId: session?.user?.userId ?? null,
    scenarios: session ? [...session.applied] : [],
  });
}

/** Wraps a resolver that needs a signed-in user; `owner` names the path parameter that must be that user. */
export function authed<I extends ResolverInfo, R>(
  options: MockOptions,
  resolve: (info: I, session: Session) => R | Promise<R>,
  owner?: NoInfer<PathOwner<I>>,
) {
  return async (info: I): Promise<R> => {
    const result = await gate(info.request, options, true);
    const { session } = result;
    try {
      if ('response' in result) return info.response.untyped(result.response) as R;
      if (!session.user)
        return info.response.untyped(errorResponse(403, 'Token ausente', 'TOKEN_MISSING')) as R;
      const signedIn = { ...session, user: session.user };
      const mismatch = ownerMismatch(info, signedIn, owner);
      if (mismatch) return info.response.untyped(mismatch) as R;
      return await resolve(info, signedIn);
    } finally {
      report(options, info.request, session);
    }
  };
}

/** Wraps a resolver open to anyone (login, logout, refresh). */
export function open<I extends ResolverInfo, R>(
  options: MockOptions,
  resolve: (info: I, session: Session<UserState | null>) => R | Promise<R>,
) {
  return async (info: I): Promise<R> => {
    const result = await gate(info.request, options, false);
    try {
      if ('response' in result) return info.response.untyped(result.response) as R;
      return await resolve(info, result.session);
    } finally {
      report(options, info.request, result.session);
    }
  };
}

/** The response for an error scenario or rule, typed as whatever the resolver returns. */
export function fail<R>(info: ResolverInfo, status: number, message: string, code?: string): R {
  return info.response.untyped(errorResponse(status, message, code)) as R;
}
