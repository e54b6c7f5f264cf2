// Setup for the web app's jsdom tests: DOM matchers, a clean DOM and storage per test, and a
// failing test on any console.error nobody expected: an unexpected error is a defect.
// The test files share one jsdom and one module graph per worker (vitest.config.ts), so what a test
// changes globally (storage, the signed-in caches, stubbed globals, fake timers) is put back after it.
// A test that expects an error says so with `vi.spyOn(console, 'error').mockImplementation(...)`,
// which replaces the recorder below for that test.
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeEach, vi } from 'vitest';
import { forgetSignedInCache } from '../shared/services/server-state/signed-in-cache';
import { sessionStore } from '../shared/services/session-store';
import { stopLeftoverSessions } from './auth-harness';

// findBy*/waitFor wait up to 10 s instead of 1 s: on 2 shared cores a page that loads through the
// mock handlers (an xlsx export, say) can take longer than a second. No test here measures speed.
configure({ asyncUtilTimeout: 10_000 });

let unexpected: string[] = [];

beforeEach(() => {
  unexpected = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    unexpected.push(args.map((arg) => (arg instanceof Error ? arg.stack : String(arg))).join(' '));
  });
});

afterEach(() => {
  cleanup();
  forgetSignedInCache();
  sessionStore.clear();
  localStorage.clear();
  sessionStorage.clear();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  vi.useRealTimers();
  if (unexpected.length > 0) {
    throw new Error(`console.error was called:\n${unexpected.join('\n')}`);
  }
});

// A session a file started in its beforeAll stops with the file, not with a test.
afterAll(stopLeftoverSessions);
