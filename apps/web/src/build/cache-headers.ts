// Cache policy of the production build (performance budget): Vite names every file under the assets
// folder after a hash of its content, so a browser may keep it for a year without asking again; the
// HTML of every route (and anything else) must be revalidated, because it names the current assets.
// Written into the build's Firebase Hosting configuration (./hosting.ts, decision 064).

/** Headers Hosting adds to every response whose path matches `source` (a glob). */
export interface HeaderRule {
  readonly source: string;
  readonly headers: readonly { readonly key: string; readonly value: string }[];
}

/** For files whose name carries their content hash: never revalidated. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** For index.html and unhashed files: always revalidated (ETag keeps it cheap). */
export const REVALIDATE = 'no-cache';

/**
 * The Cache-Control rules for a build's assets folder. Hosting applies every rule whose glob matches
 * the request, in order, a later rule's header replacing an earlier one's: so every path is
 * revalidated first, and the assets folder then kept for a year.
 */
export function cacheRules(assetsDir: string): HeaderRule[] {
  const folder = assetsDir.replace(/^\/+|\/+$/g, '');
  return [
    { source: '**', headers: [{ key: 'Cache-Control', value: REVALIDATE }] },
    { source: `/${folder}/**`, headers: [{ key: 'Cache-Control', value: IMMUTABLE }] },
  ];
}
