// The `redirect` query parameter of /login and /signup (docs/product.md#screens-and-routes) must never send the user to
// another origin: only same-origin absolute paths are honoured, everything else becomes '/'.

/** The target used when the redirect is missing or unsafe. */
export const DEFAULT_REDIRECT = '/';

const PROBE_ORIGIN = 'https://app.invalid';

/** Decodes repeatedly so that %2F%2F and double-encoded tricks are judged in their final form. */
function fullyDecoded(value: string): string | null {
  let current = value;
  for (let i = 0; i < 5; i += 1) {
    let next: string;
    try {
      next = decodeURIComponent(current);
    } catch {
      return null;
    }
    if (next === current) return current;
    current = next;
  }
  return null;
}

/** True for characters a browser strips or treats as separators in a URL (controls, spaces). */
function hasControlOrSpace(value: string): boolean {
  return [...value].some((char) => {
    const code = char.codePointAt(0) ?? 0;
    return code <= 0x20 || (code >= 0x7f && code <= 0x9f) || /[\u2028\u2029\ufeff]/.test(char);
  });
}

/**
 * Returns `candidate` when it is a same-origin path such as `/minhas-listas?x=1#y`, else '/'.
 * Rejects protocol-relative (`//x`, `/\x`), absolute and scripted URLs, in any encoding.
 */
export function safeRedirect(candidate: string | null | undefined): string {
  if (!candidate) return DEFAULT_REDIRECT;
  const decoded = fullyDecoded(candidate);
  if (decoded === null || hasControlOrSpace(decoded)) return DEFAULT_REDIRECT;
  if (!decoded.startsWith('/') || decoded.startsWith('//')) return DEFAULT_REDIRECT;
  if (decoded.includes('\\')) return DEFAULT_REDIRECT;
  let parsed: URL;
  try {
    parsed = new URL(candidate, PROBE_ORIGIN);
  } catch {
    return DEFAULT_REDIRECT;
  }
  if (parsed.origin !== PROBE_ORIGIN) return DEFAULT_REDIRECT;
  return `${parsed.pathname}${parsed.search}${parsed.hash}`;
}

/** The /login address that brings the user back to `path` afterwards. */
export function loginPathFor(path: string): string {
  return path === '/' ? '/login' : `/login?redirect=${encodeURIComponent(path)}`;
}
