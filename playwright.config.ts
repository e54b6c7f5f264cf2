// End-to-end and visual tests: the production build of the app (vite preview, with its CSP),
// the mock server in strict auth mode and the Firebase Auth Emulator, all on loopback.
import { defineConfig, devices } from '@playwright/test';

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const isCI = Boolean(process.env.CI);

export default defineConfig({
  testDir: 'e2e',
  outputDir: 'test-results',
  fullyParallel: true,
  workers: 2,
  retries: isCI ? 1 : 0,
  reporter: isCI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  timeout: 60_000,
  expect: {
    timeout: 10_000,
    // Tolerant of anti-aliasing differences between machines.
    toHaveScreenshot: { maxDiffPixelRatio: 0.01, animations: 'disabled' },
  },
  snapshotPathTemplate: '{testDir}/__screenshots__/{testFilePath}/{arg}{ext}',
  use: {
    baseURL: 'http://127.0.0.1:4173',
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: chromium,
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: [
    {
      command: 'npx firebase emulators:start --only auth --project demo-cnpj',
      url: 'http://127.0.0.1:9099/',
      reuseExistingServer: !isCI,
      timeout: 120_000,
    },
    {
      command: 'npm run mock --silent',
      url: 'http://127.0.0.1:8787/__mock',
      reuseExistingServer: !isCI,
      timeout: 60_000,
      env: { MOCK_PORT: '8787', MOCK_TOKEN_TTL_SECONDS: '900' },
    },
    {
      command: 'npm run build -w @cnpj/web && npm run preview -w @cnpj/web -- --host 127.0.0.1 --port 4173 --strictPort',
      url: 'http://127.0.0.1:4173',
      reuseExistingServer: !isCI,
      timeout: 240_000,
    },
  ],
});
