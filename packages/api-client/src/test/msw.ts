// Test-only: one MSW node server per test file, with focused handlers added per test.
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { createApiClient, type ApiClientOptions } from '../client';
import { memoryTokenStore, type TokenStore } from '../token-store';

/** The backend base the tests talk to (intercepted, never reached). */
export const BASE_URL = 'http://api.test';

/** The server the handlers of a test file are registered on. */
export const server = setupServer();

/** Starts the server for this file; any request without a handler fails the test. */
export function useMswServer(): void {
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
}

/** A client on BASE_URL with an in-memory store holding the given token and backend user id. */
export function testClient(
  accessToken?: string,
  overrides: Partial<ApiClientOptions> = {},
  userId = 'user-1',
) {
  const tokenStore: TokenStore = memoryTokenStore(accessToken ? { accessToken, userId } : {});
  const client = createApiClient({
    baseUrl: BASE_URL,
    tokenStore,
    onForceLogout: () => {},
    ...overrides,
  });
  return { client, tokenStore };
}
