// DOMPurify and the purifier config are a heavy library loaded on demand (decision 063), so they
// stay out of every route's first paint; one shared load serves every SafeHtml on the page.
import { loader, useLoaded } from '../../on-demand/loader';

/** The sanitiser of ./sanitize, once its module has loaded. */
export type Sanitize = (html: string | null | undefined) => string;

const sanitizer = loader<Sanitize>(() =>
  import('./sanitize').then((module) => module.sanitizeHtml),
);

/**
 * The sanitiser, or undefined while it loads (the caller then shows text only); the first SafeHtml
 * starts the load. A failed load leaves the text, which is safe; a later mount retries.
 */
export function useSanitizer(): Sanitize | undefined {
  return useLoaded(sanitizer);
}
