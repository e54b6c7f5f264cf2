// Page tests run against the shared mock handlers (lenient auth: any token is the demo user) and
// its named scenarios, so tests, stories and QA see the same states.
import { createHandlers, handlers, resetStore, type ScenarioName } from '@cnpj/mock-server';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll } from 'vitest';

/** Starts the shared handlers for the test file; each test starts from a fresh store. */
export function startMockBackend() {
  const server = setupServer(...handlers);
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => {
    server.resetHandlers();
    resetStore();
  });
  afterAll(() => server.close());
  return {
    server,
    /** Turns on named scenarios for the rest of the test. */
    scenarios(...names: ScenarioName[]) {
      server.use(...createHandlers({ scenarios: names }));
    },
  };
}
