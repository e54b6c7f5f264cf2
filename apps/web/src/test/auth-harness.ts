// Builds a real auth session for tests: in-memory identity, the real API client over the MSW
// handlers of backend.ts, and the app's session store (the one the app's own client reads the
// identity uid from, as in the browser).
import { createApiClient } from '@cnpj/api-client';
import { onTestFinished, vi } from 'vitest';
import { browserProfileCache } from '../shared/auth/profile-cache';
import { createAuthSession } from '../shared/auth/session';
import { sessionStore } from '../shared/services/session-store';
import { TEST_API } from './backend';
import { memoryIdentity, type MemoryAccount } from './memory-identity';

/** Sessions started outside a test (in a beforeAll), stopped when their file ends. */
const startedOutsideTests = new Set<() => void>();

/**
 * Stops the sessions a file started outside its tests. The web tests share one window per worker
 * (vitest.config.ts), so a session left listening would answer a later file's forceLogout.
 */
export function stopLeftoverSessions() {
  for (const stop of startedOutsideTests) stop();
  startedOutsideTests.clear();
}

/** A started session with its identity, client and the spy on "leave". */
export function authHarness(accounts: MemoryAccount[] = [], loginWaitMs = 5000) {
  const identity = memoryIdentity(accounts);
  const stored = sessionStore;
  const api = createApiClient({ baseUrl: TEST_API, tokenStore: stored, onForceLogout: vi.fn() });
  const leave = vi.fn();
  const profile = browserProfileCache();
  const session = createAuthSession({
    identity,
    backend: api,
    stored,
    profile,
    leave,
    loginWaitMs,
  });
  const stop = session.start();
  // Sessions listen on window; a leftover one would answer the next test's forceLogout.
  try {
    onTestFinished(stop);
  } catch {
    // Outside a test (a file warming its pages in beforeAll): the file's end stops it.
    startedOutsideTests.add(stop);
  }
  return { identity, stored, api, leave, session, stop };
}

/** Resolves once the session's snapshot satisfies `done`. */
export function settled(
  session: ReturnType<typeof authHarness>['session'],
  done: (s: ReturnType<typeof session.getSnapshot>) => boolean,
): Promise<void> {
  return vi.waitFor(() => {
    if (!done(session.getSnapshot())) throw new Error('not yet');
  });
}
