// The services the bench measures, on free loopback ports so a running `npm start` or end-to-end
// suite is left alone: the Auth Emulator (reused when one already answers), the mock server with
// the full lookups, a production build of the app served by the Firebase Hosting emulator with the
// headers a deployment sends (decision 064), and a static Storybook build for the kit's city picker.
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { viteBuild } from './bundle.mjs';

/** The repository root. */
export const ROOT = path.resolve(import.meta.dirname, '../..');
/** Where the bench builds the app, beside the end-to-end build. */
export const APP_OUT = path.join(ROOT, 'apps/web/dist/bench');
const SERVE_BUILD = path.join(ROOT, 'scripts/serve-build.mjs');
const STATIC_SERVER = path.join(ROOT, 'e2e/support/static-server.mjs');
// Under node_modules/.cache so lint, format and git leave the build alone.
const STORYBOOK_OUT = path.join(ROOT, 'node_modules/.cache/bench-storybook-static');

/** A TCP port nothing listens on right now. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer().once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

async function answers(url) {
  return fetch(url).then(
    () => true,
    () => false,
  );
}

/**
 * Starts everything (Storybook only when `storybook` is true: only the city picker needs it);
 * returns the URLs, a stop function and `serve`, which serves a static folder on a free port.
 */
export async function startStack({ storybook = true } = {}) {
  const mockPort = await freePort();
  const appPort = await freePort();
  const storybookPort = await freePort();
  // services.mjs reads MOCK_PORT when it is loaded.
  process.env.MOCK_PORT = String(mockPort);
  const services = await import('../../scripts/services.mjs');
  const urls = {
    emulator: services.EMULATOR_URL,
    mock: services.MOCK_URL,
    app: `http://127.0.0.1:${appPort}`,
    storybook: `http://127.0.0.1:${storybookPort}`,
  };
  try {
    if (!(await answers(`${urls.emulator}/`))) await services.startEmulator();
    await services.startMock({
      MOCK_HOST: '127.0.0.1',
      MOCK_SEED: '42',
      MOCK_FULL_LOOKUPS: 'true',
      MOCK_ALLOWED_ORIGINS: urls.app,
      MOCK_FIREBASE_PROJECT_ID: services.PROJECT_ID,
      MOCK_EMULATOR_MODE: 'true',
    });
    console.log('building the app (manifest on) ...');
    viteBuild(path.join(ROOT, 'apps/web'), APP_OUT, appBuildEnv(urls, services.PROJECT_ID));
    services.run('web', process.execPath, [SERVE_BUILD, APP_OUT, String(appPort)]);
    await services.waitFor(urls.app);
    if (storybook) await startStorybook(services, storybookPort);
    const serve = async (label, dir) => {
      const port = await freePort();
      services.run(label, 'node', [STATIC_SERVER, dir, String(port)]);
      const url = `http://127.0.0.1:${port}`;
      await services.waitFor(`${url}/`);
      return url;
    };
    return { urls, stop: services.stopAll, serve };
  } catch (error) {
    // A service that failed to start must not leave the others running.
    await services.stopAll();
    throw error;
  }
}

function appBuildEnv(urls, projectId) {
  return {
    VITE_API_BASE_URL: urls.mock,
    VITE_FIREBASE_PROJECT_ID: projectId,
    VITE_FIREBASE_API_KEY: 'demo-api-key',
    VITE_FIREBASE_AUTH_DOMAIN: `${projectId}.firebaseapp.com`,
    VITE_FIREBASE_AUTH_EMULATOR_HOST: urls.emulator,
    VITE_MARKETING_URL: '/login',
    VITE_CHAT_WIDGET_URL: '',
    VITE_GA_MEASUREMENT_ID: '',
  };
}

/** Builds Storybook (unless BENCH_REUSE_STORYBOOK=1 and a build exists) and serves it. */
async function startStorybook(services, port) {
  const reuse =
    process.env.BENCH_REUSE_STORYBOOK === '1' && existsSync(path.join(STORYBOOK_OUT, 'index.json'));
  if (!reuse) {
    console.log('building Storybook ...');
    await new Promise((resolve, reject) => {
      const child = services.run('storybook-build', 'npx', [
        'storybook',
        'build',
        '-o',
        STORYBOOK_OUT,
        '--quiet',
      ]);
      child.on('exit', (code) =>
        code === 0 ? resolve() : reject(new Error(`storybook build exited ${code}`)),
      );
    });
  }
  services.run('storybook', 'node', [STATIC_SERVER, STORYBOOK_OUT, String(port)]);
  await services.waitFor(`http://127.0.0.1:${port}/index.json`);
}
