// Cache policy of the production build (performance budget): Vite names every file under the assets folder
// after a hash of its content, so a browser may keep it for a year without asking again; the HTML
// (and anything else) must be revalidated, because it names the current assets. `vite preview`
// applies it; a deployment should send the same headers (README, "Deploying").
import type { Plugin } from 'vite';

/** For files whose name carries their content hash: never revalidated. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** For index.html and unhashed files: always revalidated (ETag keeps it cheap). */
export const REVALIDATE = 'no-cache';

/** The Cache-Control value for a request path, given the build's assets folder. */
export function cacheControlFor(pathname: string, assetsDir: string): string {
  const prefix = `/${assetsDir.replace(/^\/+|\/+$/g, '')}/`;
  return pathname.startsWith(prefix) ? IMMUTABLE : REVALIDATE;
}

/** Sets the cache policy in `vite preview` (its file server keeps a header set before it runs). */
export function cacheHeadersPlugin(): Plugin {
  return {
    name: 'cnpj-cache-headers',
    configurePreviewServer(server) {
      const { assetsDir } = server.config.build;
      server.middlewares.use((request, response, next) => {
        const pathname = new URL(request.url ?? '/', 'http://preview').pathname;
        response.setHeader('Cache-Control', cacheControlFor(pathname, assetsDir));
        next();
      });
    },
  };
}
