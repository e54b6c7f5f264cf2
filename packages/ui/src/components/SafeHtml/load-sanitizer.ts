// DOMPurify and the purifier config are loaded on demand (decision 011), so they stay out of every
// route's first paint; one shared promise serves every SafeHtml on the page.
import { useEffect, useState } from 'react';

/** The sanitiser of ./sanitize, once its module has loaded. */
export type Sanitize = (html: string | null | undefined) => string;

let loaded: Sanitize | undefined;
let loading: Promise<Sanitize> | undefined;

/** Starts loading the sanitiser (once); apps may call it early to warm it before any SafeHtml mounts. */
export function preloadSafeHtml(): Promise<Sanitize> {
  loading ??= import('./sanitize').then(
    (module) => (loaded = module.sanitizeHtml),
    (error: unknown) => {
      // A failed chunk (e.g. a deploy replaced it) must not stick: the next mount tries again.
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/** The sanitiser, or undefined while it loads (the caller then shows text only). */
export function useSanitizer(): Sanitize | undefined {
  const [sanitize, setSanitize] = useState(() => loaded);
  useEffect(() => {
    if (sanitize) return;
    let mounted = true;
    preloadSafeHtml().then(
      (ready) => mounted && setSanitize(() => ready),
      // Stays text-only, which is safe; a later mount retries.
      () => undefined,
    );
    return () => {
      mounted = false;
    };
  }, [sanitize]);
  return sanitize;
}
