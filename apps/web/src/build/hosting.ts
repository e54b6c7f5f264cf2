// The Firebase Hosting configuration of a build (decision 064, docs/hosting.md): the build writes
// `firebase.json` beside its index.html, with the headers computed from the variables it was built
// with, so the same file is what `npm run deploy` deploys and what the Hosting emulator serves to
// the end-to-end tests and the bench. A deployment cannot send a policy that blocks its own build.
import type { Plugin } from 'vite';
import type { AppConfig } from '../shared/read-config';
import { securityHeaders } from './csp';
import { cacheRules, type HeaderRule } from './cache-headers';

/** The file in the build output that holds its Hosting configuration. */
export const HOSTING_FILE = 'firebase.json';

/** The `hosting` part of a firebase.json, as much of it as the app uses. */
export interface HostingConfig {
  readonly public: string;
  readonly ignore: readonly string[];
  readonly rewrites: readonly { readonly source: string; readonly destination: string }[];
  readonly headers: readonly HeaderRule[];
}

/**
 * The Hosting configuration of a build: the folder it sits in is the site; every route the app
 * does not have as a file gets index.html (the router draws it, "not found" included); every
 * response carries the security headers, and the cache rules say how long a browser keeps it.
 */
export function hostingConfig(config: AppConfig, assetsDir: string): { hosting: HostingConfig } {
  const security = Object.entries(securityHeaders(config)).map(([key, value]) => ({ key, value }));
  return {
    hosting: {
      public: '.',
      ignore: [
        // This file and the serving tools' own files.
        'firebase.json',
        'firebase.*.json',
        '**/.*',
        // Source maps stay with the build: nothing in it names them (decision 028).
        '**/*.map',
        // The mock backend's browser worker, copied from public/ for Storybook; the app never loads it.
        'mockServiceWorker.js',
      ],
      rewrites: [{ source: '**', destination: '/index.html' }],
      headers: [{ source: '**', headers: security }, ...cacheRules(assetsDir)],
    },
  };
}

/** Writes the build's Hosting configuration into its output folder. */
export function hostingPlugin(config: AppConfig): Plugin {
  let assetsDir = 'assets';
  return {
    name: 'cnpj-firebase-hosting',
    apply: 'build',
    configResolved(resolved) {
      assetsDir = resolved.build.assetsDir;
    },
    generateBundle() {
      this.emitFile({
        type: 'asset',
        fileName: HOSTING_FILE,
        source: `${JSON.stringify(hostingConfig(config, assetsDir), null, 2)}\n`,
      });
    },
  };
}
