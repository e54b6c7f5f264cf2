// The mock's own access tokens and session cookie: JWTs signed with HMAC (HS256), so nobody can mint one
// for another user, yet self-contained, so they survive a store reset (the store recreates the user
// from the claims). Web Crypto only: the handlers also run in browsers through MSW.
import { SignJWT, errors, jwtVerify, type JWTPayload } from 'jose';

/** What an access token or session carries. */
export interface TokenClaims {
  userId: string;
  uid: string;
  email: string | null;
  /** Expiry, epoch seconds (access tokens only). */
  exp?: number;
  /** 'refresh' when minted by GET /refresh (the tokenExpired scenario lets those through). */
  via?: 'login' | 'refresh';
}

/** What a token is for: a bearer access token or the session cookie; one is never taken for the other. */
export type TokenKind = 'access' | 'session';

/** What signs and checks tokens: the handler set's secret and the kind expected. */
export interface TokenUse {
  secret: string;
  kind: TokenKind;
}

const ALGORITHM = 'HS256';

/**
 * The HMAC key. Copied into this realm's Uint8Array: under jsdom (the web app's unit tests)
 * TextEncoder answers another realm's array, which jose's `instanceof` check refuses.
 */
function keyOf(secret: string): Uint8Array {
  return Uint8Array.from(new TextEncoder().encode(secret));
}

/** A fresh random secret (32 bytes, base64url), for a process started without MOCK_TOKEN_SECRET. */
export function randomSecret(): string {
  const bytes = globalThis.crypto.getRandomValues(new Uint8Array(32));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

/** Signs claims as a token of the given kind. */
export async function encodeToken(
  claims: TokenClaims,
  { secret, kind }: TokenUse,
): Promise<string> {
  const { exp, ...rest } = claims;
  const jwt = new SignJWT({ ...rest, kind }).setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' });
  if (exp !== undefined) jwt.setExpirationTime(exp);
  return jwt.sign(keyOf(secret));
}

/** Reads verified claims; null unless the payload has our shape and the expected kind. */
function claimsOf(payload: JWTPayload, kind: TokenKind): TokenClaims | null {
  const { userId, uid, email, exp, via } = payload;
  if (payload.kind !== kind || typeof userId !== 'string' || typeof uid !== 'string') return null;
  return {
    userId,
    uid,
    email: typeof email === 'string' ? email : null,
    ...(typeof exp === 'number' ? { exp } : {}),
    ...(via === 'login' || via === 'refresh' ? { via } : {}),
  };
}

/**
 * Verifies a token of the given kind; null when it is absent, malformed, altered, signed with another
 * secret or of the other kind. An expired one still answers its claims: the gate tells expired
 * (TOKEN_EXPIRED, the client refreshes) from invalid, and lenient mode ignores expiry.
 */
export async function decodeToken(
  token: string | null | undefined,
  use: TokenUse,
): Promise<TokenClaims | null> {
  if (!token) return null;
  try {
    const { payload } = await jwtVerify(token, keyOf(use.secret), { algorithms: [ALGORITHM] });
    return claimsOf(payload, use.kind);
  } catch (error) {
    // jose checks the signature before the claims, so the payload of JWTExpired is authentic.
    if (error instanceof errors.JWTExpired) return claimsOf(error.payload, use.kind);
    return null;
  }
}

/** The bearer token of an Authorization header, if any. */
export function bearerOf(header: string | null): string | null {
  const match = /^Bearer\s+(\S+)$/i.exec(header ?? '');
  return match?.[1] ?? null;
}

/** The name of the httpOnly session cookie (contract: securitySchemes.sessionCookie). */
export const SESSION_COOKIE = 'session';

/** A Set-Cookie value for the session (Path=/, httpOnly, SameSite=Lax). */
export function sessionCookie(value: string, maxAgeSeconds = 60 * 60 * 24 * 7): string {
  return `${SESSION_COOKIE}=${value}; Path=/; HttpOnly; SameSite=Lax; Max-Age=${maxAgeSeconds}`;
}
