// Vite plugin (build and preview only, runs in Node): the build writes the security headers it
// was configured for next to index.html, and `vite preview` sends exactly those, so a preview
// started with other variables cannot serve a policy that blocks its own build.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

/** The file in the build output that holds the headers (also usable by a deployment). */
export const HEADERS_FILE = 'security-headers.json';

/** Emits `headers` at build time and applies the built file's headers in the preview server. */
export function securityHeadersPlugin(headers: Record<string, string>): Plugin {
  return {
    name: 'cnpj-security-headers',
    generateBundle() {
      this.emitFile({
        type: 'asset',
        fileName: HEADERS_FILE,
        source: `${JSON.stringify(headers, null, 2)}\n`,
      });
    },
    configurePreviewServer(server) {
      const file = path.join(
        path.resolve(server.config.root, server.config.build.outDir),
        HEADERS_FILE,
      );
      let built: Record<string, string> = headers;
      try {
        built = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
      } catch {
        server.config.logger.warn(
          `${HEADERS_FILE} not found in the build; using the current variables`,
        );
      }
      server.middlewares.use((_request, response, next) => {
        for (const [name, value] of Object.entries(built)) response.setHeader(name, value);
        next();
      });
    },
  };
}
