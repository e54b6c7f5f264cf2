/**
 * The href of the other auth page, carrying the `redirect` query parameter along (docs/product.md#screens-and-routes access
 * rules: "the link to signup carries the redirect along"). Without a redirect the plain path is used.
 */
export function authHref(path: '/login' | '/signup', redirect?: string | null): string {
  if (!redirect) return path;
  return `${path}?redirect=${encodeURIComponent(redirect)}`;
}
