// Vite 8 config of the web app: dev on 5173; a build writes its Firebase Hosting configuration,
// headers included (decision 064). Variables come from the repository root's .env files.
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv } from 'vite';
import { reactCompiler } from '../../react-compiler.config.ts';
import { hostingPlugin } from './src/build/hosting.ts';
import { preconnectPlugin } from './src/build/preconnect.ts';
import { readConfig, type EnvSource } from './src/shared/read-config.ts';

const dirname = path.dirname(fileURLToPath(import.meta.url));
const envDir = path.resolve(dirname, '../..');

// React Router 7's package exports only its development build, dev warnings included
// (remix-run/react-router#14102); production builds take the production files it also ships.
const reactRouterDist = path.resolve(
  path.dirname(createRequire(import.meta.url).resolve('react-router')),
  '../production',
);
const productionReactRouter = [
  { find: /^react-router$/, replacement: path.join(reactRouterDist, 'index.mjs') },
  { find: /^react-router\/dom$/, replacement: path.join(reactRouterDist, 'dom-export.mjs') },
];

export default defineConfig(({ command, mode }) => {
  const env = loadEnv(mode, envDir, 'VITE_');
  const appConfig = readConfig({ ...(env as EnvSource), DEV: mode !== 'production' });
  return {
    plugins: [react(), reactCompiler(), preconnectPlugin(appConfig), hostingPlugin(appConfig)],
    envDir,
    resolve: { alias: command === 'build' ? productionReactRouter : [] },
    server: { host: '127.0.0.1', port: 5173, strictPort: true },
    // Maps are written beside the build but not linked from it (decision 028).
    build: {
      sourcemap: 'hidden',
      // A dynamic import announces only its CSS, which Vite inserts before the chunk runs; the
      // browser finds the chunks on its own as it parses them.
      modulePreload: {
        resolveDependencies: (_file, deps, { hostType }) =>
          hostType === 'html' ? deps : deps.filter((dep) => dep.endsWith('.css')),
      },
    },
  };
});
