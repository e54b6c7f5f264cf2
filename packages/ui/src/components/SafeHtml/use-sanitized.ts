// A SafeHtml's text sanitised, once the sanitiser has loaded (decision 011's text-only phase until
// then), so markup reaches the DOM only through DOMPurify (decision 008). The texts already on screen
// when it arrives are sanitised as they re-render, in the transition that brings it (useLoaded):
// React renders them in slices of a few milliseconds, not in one long task.
import { useSanitizer } from './load-sanitizer';

/** Sanitised texts kept: CNAE descriptions repeat down a table and come back on every page. */
const CACHE_SIZE = 500;

const cache = new Map<string, string>();

/** `html` sanitised, or undefined while the sanitiser loads (the caller shows text only). */
export function useSanitized(html: string | null | undefined): string | undefined {
  const sanitize = useSanitizer();
  if (!sanitize) return undefined;
  const source = html ?? '';
  let clean = cache.get(source);
  if (clean === undefined) {
    clean = sanitize(source);
    cache.set(source, clean);
    if (cache.size > CACHE_SIZE) cache.delete(cache.keys().next().value as string);
  }
  return clean;
}
