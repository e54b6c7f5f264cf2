// The mock's own access tokens and session cookie: readable base64url JSON (a mock needs no secrecy),
// self-contained so they survive a store reset. Works in browsers and Node (btoa/atob).

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

const PREFIX = 'mock.';

function toBase64Url(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let binary = '';
  bytes.forEach((byte) => {
    binary += String.fromCharCode(byte);
  });
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(text: string): string {
  const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
  return new TextDecoder().decode(Uint8Array.from(binary, (char) => char.charCodeAt(0)));
}

/** Encodes claims as a token. */
export function encodeToken(claims: TokenClaims): string {
  return PREFIX + toBase64Url(JSON.stringify(claims));
}

/** Decodes a token; null when it is not one of ours. */
export function decodeToken(token: string | null | undefined): TokenClaims | null {
  if (!token?.startsWith(PREFIX)) return null;
  try {
    const claims: unknown = JSON.parse(fromBase64Url(token.slice(PREFIX.length)));
    if (typeof claims !== 'object' || claims === null) return null;
    const { userId, uid, email } = claims as Record<string, unknown>;
    if (typeof userId !== 'string' || typeof uid !== 'string') return null;
    return { ...(claims as TokenClaims), email: typeof email === 'string' ? email : null };
  } catch {
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
