// Where the end-to-end services listen. Ports differ from `npm start` (5173, 8787, 9099) so a
// developer can keep the app running while the suite runs; everything stays on loopback.

/** The production build of the app, served by the Firebase Hosting emulator (scripts/serve-build.mjs). */
export const APP_URL = 'http://127.0.0.1:4174';
/** The mock backend (strict auth, like a real backend). */
export const MOCK_URL = 'http://127.0.0.1:8788';
/** The Firebase Auth Emulator (port set in e2e/firebase.json). */
export const EMULATOR_URL = 'http://127.0.0.1:9199';
/** The static Storybook build, for the state-grid baselines. */
export const STORYBOOK_URL = 'http://127.0.0.1:6106';
/** The Firebase project of the emulator, the build and the mock (a demo-* id works offline). */
export const PROJECT_ID = 'demo-cnpj';
/** The emulator accepts any API key; the build uses this one. */
export const API_KEY = 'demo-api-key';
