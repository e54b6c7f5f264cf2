import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { Ajv } from 'ajv';
import addFormats from 'ajv-formats';
import { describe, expect, it, vi } from 'vitest';
import { readConfig } from '../shared/read-config';
import { securityHeaders } from './csp';
import { HOSTING_FILE, hostingConfig, hostingPlugin } from './hosting';

const production = readConfig({
  VITE_API_BASE_URL: 'https://api.example.com/v1',
  VITE_FIREBASE_PROJECT_ID: 'prod',
  VITE_FIREBASE_AUTH_DOMAIN: 'prod.firebaseapp.com',
});

/**
 * Firebase's own check of a firebase.json: the JSON schema that ships with firebase-tools, read
 * with the options the CLI reads it with. Deploying needs the network; this does not.
 */
function firebaseSchemaErrors(json: unknown): string[] {
  const tools = path.dirname(createRequire(import.meta.url).resolve('firebase-tools/package.json'));
  const schema = JSON.parse(readFileSync(path.join(tools, 'schema/firebase-config.json'), 'utf8'));
  const ajv = new Ajv({ allowUnionTypes: true });
  addFormats(ajv);
  const validate = ajv.compile(schema);
  return validate(json) ? [] : (validate.errors ?? []).map((error) => ajv.errorsText([error]));
}

describe('Firebase Hosting configuration of a build', () => {
  it('is a firebase.json the Firebase CLI accepts', () => {
    expect(firebaseSchemaErrors(hostingConfig(production, 'assets'))).toEqual([]);
  });

  it('serves the build folder and gives every route the app', () => {
    const { hosting } = hostingConfig(production, 'assets');
    expect(hosting.public).toBe('.');
    expect(hosting.rewrites).toEqual([{ source: '**', destination: '/index.html' }]);
  });

  it("sends the build's security headers on every path", () => {
    const { hosting } = hostingConfig(production, 'assets');
    expect(hosting.headers[0]).toEqual({
      source: '**',
      headers: Object.entries(securityHeaders(production)).map(([key, value]) => ({ key, value })),
    });
  });

  it('deploys neither its source maps, nor itself, nor the mock worker', () => {
    const { hosting } = hostingConfig(production, 'assets');
    expect(hosting.ignore).toEqual(
      expect.arrayContaining(['firebase.json', '**/*.map', 'mockServiceWorker.js']),
    );
  });

  it('is written into the build, with the assets folder the build was given', () => {
    const emitFile = vi.fn();
    // The two hooks Vite calls, called the same way.
    const plugin = hostingPlugin(production) as unknown as {
      configResolved: (config: { build: { assetsDir: string } }) => void;
      generateBundle: (this: { emitFile: typeof emitFile }) => void;
    };
    plugin.configResolved({ build: { assetsDir: 'static' } });
    plugin.generateBundle.call({ emitFile });
    expect(emitFile).toHaveBeenCalledOnce();
    const [file] = emitFile.mock.calls[0] as [{ fileName: string; source: string }];
    expect(file.fileName).toBe(HOSTING_FILE);
    expect(JSON.parse(file.source)).toEqual(hostingConfig(production, 'static'));
  });
});
