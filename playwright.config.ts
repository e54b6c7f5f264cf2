// End-to-end and visual tests: one production build of the app, served by the Firebase Hosting
// emulator with the headers and rewrites a deployment sends (decision 064), the mock server in
// strict auth mode, the Firebase Auth Emulator and a static Storybook build, all on loopback and on
// ports of their own (e2e/support/env.ts), so `npm start` can keep running.
import { defineConfig, devices } from '@playwright/test';
import {
  API_KEY,
  APP_URL,
  EMULATOR_URL,
  MOCK_URL,
  PROJECT_ID,
  STORYBOOK_URL,
} from './e2e/support/env.ts';

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const isCI = Boolean(process.env.CI);
const port = (url: string) => new URL(url).port;
/** `npm run test:stories`: the stories' walk needs the static Storybook alone, not the app and its services. */
const storiesOnly = process.env.E2E_STORIES_ONLY === '1';

/**
 * The two builds the servers below serve. `npm test` (scripts/test-gate.mjs) runs them itself, beside
 * the static checks, and then sets E2E_PREBUILT=1 so the servers only serve what it has just built;
 * without that variable (`npx playwright test`, `npm run test:e2e`, `npm run test:stories`) each
 * server builds first, as before. Exported for that script.
 */
export const e2eBuilds = {
  // Built into dist/e2e so a developer's own `npm run build` (without the emulator) is untouched.
  app: {
    command: 'npm run build -w @cnpj/web -- --outDir dist/e2e --emptyOutDir',
    env: {
      VITE_API_BASE_URL: MOCK_URL,
      VITE_FIREBASE_PROJECT_ID: PROJECT_ID,
      VITE_FIREBASE_API_KEY: API_KEY,
      VITE_FIREBASE_AUTH_DOMAIN: `${PROJECT_ID}.firebaseapp.com`,
      VITE_FIREBASE_AUTH_EMULATOR_HOST: EMULATOR_URL,
      VITE_MARKETING_URL: '/login',
      VITE_CHAT_WIDGET_URL: '',
      VITE_GA_MEASUREMENT_ID: '',
    },
  },
  storybook: { command: 'npx storybook build -o storybook-static --quiet', env: {} },
};
const prebuilt = process.env.E2E_PREBUILT === '1';
/** A server's command: its build first, unless `npm test` has just built it. */
const afterBuild = (build: { command: string }, serve: string) =>
  prebuilt ? serve : `${build.command} && ${serve}`;

/** The static Storybook the stories' walk and the state grids open. */
const storybookServer = {
  command: afterBuild(
    e2eBuilds.storybook,
    `node e2e/support/static-server.mjs storybook-static ${port(STORYBOOK_URL)}`,
  ),
  url: `${STORYBOOK_URL}/index.json`,
  reuseExistingServer: !isCI,
  timeout: 400_000,
};

export default defineConfig({
  testDir: 'e2e',
  outputDir: 'test-results',
  fullyParallel: true,
  // Two at once on the 2-core CI machine. Four were tried: a test spends much of its time waiting,
  // but with four browsers beside the app, the mock and the emulator the load average reached 23 and
  // two specs timed out (an all-rows export, a focus check) on a clean clone, retry included.
  workers: 2,
  retries: isCI ? 1 : 0,
  forbidOnly: isCI,
  reporter: isCI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  timeout: 90_000,
  expect: {
    timeout: 15_000,
    // Tolerant of anti-aliasing, strict enough that a changed colour, border or text shows.
    toHaveScreenshot: {
      maxDiffPixelRatio: 0.01,
      threshold: 0.2,
      animations: 'disabled',
      caret: 'hide',
      scale: 'css',
    },
  },
  snapshotPathTemplate: '{testDir}/__screenshots__/{testFilePath}/{arg}{ext}',
  use: {
    baseURL: APP_URL,
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
    // A trace (DOM snapshots and screenshots of every step) only when a failed test runs again: recording
    // one for every test that passes cost CPU the two-core gate does not have. Locally, where nothing is
    // retried, add `--trace on` to record one.
    trace: 'on-first-retry',
    // Fixed viewport for stable baselines (the mobile tests set their own).
    viewport: { width: 1280, height: 800 },
    launchOptions: {
      executablePath: chromium,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--font-render-hinting=none',
        '--disable-lcd-text',
      ],
    },
  },
  projects: [
    {
      name: 'chromium',
      // The Radar's spec publishes releases and resets the mock for every user: it runs alone, after
      // the rest (the project below).
      testIgnore: /radar\.spec\.ts$/,
      use: {
        ...devices['Desktop Chrome'],
        channel: undefined,
        viewport: { width: 1280, height: 800 },
      },
    },
    {
      name: 'register-releases',
      testMatch: /radar\.spec\.ts$/,
      dependencies: storiesOnly ? [] : ['chromium'],
      use: {
        ...devices['Desktop Chrome'],
        channel: undefined,
        viewport: { width: 1280, height: 800 },
      },
    },
  ],
  webServer: storiesOnly
    ? [storybookServer]
    : [
        {
          command: `npx firebase emulators:start --only auth --project ${PROJECT_ID} --config e2e/firebase.json`,
          url: `${EMULATOR_URL}/`,
          reuseExistingServer: !isCI,
          timeout: 180_000,
        },
        {
          command: 'npm run mock --silent',
          url: `${MOCK_URL}/__mock/state.json`,
          reuseExistingServer: !isCI,
          timeout: 120_000,
          env: {
            MOCK_PORT: port(MOCK_URL),
            MOCK_HOST: '127.0.0.1',
            MOCK_SEED: '42',
            MOCK_ALLOWED_ORIGINS: APP_URL,
            MOCK_FIREBASE_PROJECT_ID: PROJECT_ID,
            MOCK_EMULATOR_MODE: 'true',
            MOCK_TOKEN_TTL_SECONDS: '900',
          },
        },
        {
          command: afterBuild(
            e2eBuilds.app,
            `node scripts/serve-build.mjs apps/web/dist/e2e ${port(APP_URL)}`,
          ),
          url: APP_URL,
          reuseExistingServer: !isCI,
          timeout: 400_000,
          env: e2eBuilds.app.env,
        },
        storybookServer,
      ],
});
