// One Vitest run, three projects:
// - node: the API client, the mock server, the QA console's helpers and the contract checks (no DOM);
// - web: the app's logic and pages in jsdom, against the shared MSW handlers;
// - ui: UI kit unit tests (formatters, sanitiser) in real Chromium.
// The web and ui projects run the React Compiler, as the app's build and Storybook do (decision 062).
// Stories are played, with axe, by one runner only: the walk over the built Storybook
// (e2e/storybook-plays.spec.ts, `npm run test:stories`; decision 044).
import { playwright } from '@vitest/browser-playwright';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { reactCompiler } from './react-compiler.config.ts';

/**
 * The system Chromium: no browser download is possible on the machines this runs on. A fresh
 * object per project: Vitest names instances in place, so a shared one would collide.
 */
const browser = () => ({
  enabled: true,
  headless: true,
  provider: playwright({
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
      ],
    },
  }),
  instances: [{ browser: 'chromium' as const }],
});

/**
 * Pre-bundled up front: on a cold cache (always, in CI) Vite would otherwise discover these mid-run
 * and reload the browser, failing whichever test file was running.
 */
const optimizeDeps = {
  include: [
    'react',
    'react-dom',
    'react-dom/client',
    'react/jsx-runtime',
    'react/jsx-dev-runtime',
    'radix-ui',
    'lucide',
    'lucide-react',
    'imask',
    'react-day-picker',
    'react-day-picker/locale/pt-BR',
    '@tanstack/react-virtual',
    'dompurify',
    'recharts',
    'msw',
    'msw/browser',
    'msw-storybook-addon',
    '@faker-js/faker',
    'openapi-msw',
    'cpf-cnpj-validator',
    '@tanstack/react-query',
  ],
};

/**
 * Generous per-test limit: the suite runs on 2 shared cores, and no test here measures speed
 * (benchmarks do that), so a slow machine must not fail a correct test.
 */
const TEST_TIMEOUT_MS = 30_000;

/**
 * Vitest's default is one worker less than the cores: one on the 2-core CI machine, so every file ran
 * after the last. The jsdom files spend much of their time waiting (findBy, the mock's responses), so
 * two at once keep both cores busy.
 */
const MAX_WORKERS = 2;

export default defineConfig({
  test: {
    maxWorkers: MAX_WORKERS,
    projects: [
      {
        test: {
          name: 'node',
          testTimeout: TEST_TIMEOUT_MS,
          // One module graph per worker, not one per file: these files import the mock server's data and
          // handlers again and again (import was 115 s of a 152 s run on the 2-core machine, load 6).
          // Without isolation: 79 s, and 81 s and 58 s with the files shuffled, all green. Each file
          // starts its own servers and users and puts back the timers and globals it changes, so no
          // file leans on another's state. Threads instead of forks: 62 s, within the noise; kept forks.
          isolate: false,
          environment: 'node',
          include: [
            'scripts/**/*.test.ts',
            'packages/domain/src/**/*.test.ts',
            'packages/api-client/src/**/*.test.ts',
            'packages/fixtures/src/**/*.test.ts',
            'apps/mock-server/src/**/*.test.ts',
            'apps/mock-server/test/**/*.test.ts',
            'apps/mock-server/console/src/**/*.test.ts',
          ],
        },
      },
      {
        plugins: [react(), reactCompiler()],
        test: {
          name: 'web',
          testTimeout: TEST_TIMEOUT_MS,
          // One jsdom and one module graph per worker, not one per file. On the 2-core machine (load
          // average 3-6, other work beside): isolated, 304 s; shared, 159-218 s, green in order and
          // shuffled (seeds 1234 and 98765). Sharing needs each file to leave nothing behind:
          // - no file-wide vi.mock: one registered by a file stays for every later file of the worker,
          //   and comes too late for modules an earlier file loaded. A layout loaded by an earlier file
          //   with the real config failed the chat widget's test (seen again here); page-reads.test's
          //   stand-in route reads, left registered, reached the routers of later files, and the
          //   address it left started could be skipped by them: the likely cause of the router and
          //   paging tests that timed out in the first try (not seen again). Tests set a config value with
          //   vi.spyOn(config, key, 'get'); a module stand-in is vi.doMock + import(), undone in afterAll
          //   with vi.doUnmock and vi.resetModules (main, page-reads; config.test resets too);
          // - the setup file puts back storage, the signed-in caches, stubbed globals and timers.
          isolate: false,
          environment: 'jsdom',
          include: ['apps/web/src/**/*.test.{ts,tsx}'],
          setupFiles: ['apps/web/src/test/setup.ts'],
        },
      },
      {
        plugins: [react(), reactCompiler()],
        optimizeDeps,
        test: {
          name: 'ui',
          testTimeout: TEST_TIMEOUT_MS,
          // Kept isolated: 56 s as it is, and without isolation 21 tests fail, the ones that check a
          // component before its lazily loaded library (the sanitiser, the mask) has arrived.
          include: ['packages/ui/src/**/*.test.{ts,tsx}'],
          browser: browser(),
        },
      },
    ],
  },
});
