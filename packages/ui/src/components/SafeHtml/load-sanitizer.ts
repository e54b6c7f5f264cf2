// DOMPurify and the purifier config are loaded on demand (decision 011), so they stay out of every
// route's first paint; one shared load serves every SafeHtml on the page.
import { useEffect } from 'react';
import { loader, useLoaded, warm } from '../../on-demand/loader';

/** The sanitiser of ./sanitize, once its module has loaded. */
export type Sanitize = (html: string | null | undefined) => string;

const sanitizer = loader<Sanitize>(() =>
  import('./sanitize').then((module) => module.sanitizeHtml),
);

/** Starts loading the sanitiser (once); apps may call it early to warm it before any SafeHtml mounts. */
export function preloadSafeHtml(): Promise<Sanitize> {
  return sanitizer();
}

/**
 * The sanitiser, or undefined while it loads (the caller then shows text only). A failed load
 * leaves the text, which is safe; a later mount retries.
 */
export function useSanitizer(): Sanitize | undefined {
  const sanitize = useLoaded(sanitizer);
  useEffect(() => {
    if (!sanitize) void warm(sanitizer);
  }, [sanitize]);
  return sanitize;
}
