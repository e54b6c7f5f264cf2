// Options of a handler set. Storybook and unit tests use the lenient defaults; the Express host passes
// strict auth and the MOCK_* settings.
import { randomSecret } from './auth/tokens.ts';
import { DEFAULT_SEED } from './factories/index.ts';
import type { ScenarioName } from './scenarios.ts';
import { store as defaultStore, type MockStore } from './store.ts';

/** How a handler set behaves. */
export interface MockOptions {
  /** 'lenient': any bearer (or none) acts as the demo user; 'strict': tokens from POST /login only. */
  auth: 'lenient' | 'strict';
  /** Same seed, same data (MOCK_SEED). */
  seed: number;
  /** Serve the full-size lookups (MOCK_FULL_LOOKUPS). */
  fullLookups: boolean;
  /** The Firebase project whose ID tokens are accepted (MOCK_FIREBASE_PROJECT_ID). */
  firebaseProjectId: string;
  /** Accept the emulator's unsigned ID tokens (MOCK_EMULATOR_MODE). */
  emulatorMode: boolean;
  /** The HMAC secret access tokens and session cookies are signed with (MOCK_TOKEN_SECRET). */
  tokenSecret: string;
  /** Delay of the `slow` scenario, in ms (MOCK_SLOW_MS). */
  slowMs: number;
  /** Scenarios always active for this handler set (e.g. a story's). */
  scenarios: readonly ScenarioName[];
  /** The store to read and change (the process-wide one by default). */
  store: MockStore;
  /** Told, once per answered request, which user asked and which scenarios shaped the answer (the host's request log). */
  observe?: (request: Request, note: RequestNote) => void;
}

/** What a handler set tells its observer about one request. */
export interface RequestNote {
  /** The backend id of the signed-in user, when the request carried a valid token. */
  userId: string | null;
  scenarios: ScenarioName[];
}

/**
 * The defaults: lenient auth, seed 42, small lookups, emulator tokens accepted, and one random token
 * secret per process, so every handler set of a process (a story's, a test's) accepts the others' tokens.
 */
export const defaultOptions: MockOptions = {
  auth: 'lenient',
  seed: DEFAULT_SEED,
  fullLookups: false,
  firebaseProjectId: 'demo-cnpj',
  emulatorMode: true,
  tokenSecret: randomSecret(),
  slowMs: 1500,
  scenarios: [],
  store: defaultStore,
};
