// How the app's configuration is read from VITE_* variables (see .env.example); pure, so the
// Vite config (for the CSP) and tests can use it too. Defaults: mock backend and Auth Emulator.

/** Values read from import.meta.env; every key is optional. */
export type EnvSource = {
  readonly [K in keyof ImportMetaEnv as K extends `VITE_${string}` ? K : never]?: string;
} & { readonly DEV?: boolean };

/** The typed configuration the app uses. */
export interface AppConfig {
  /** The product's name: the side menu, the mobile header, sign-in and sign-up, every tab's title. */
  readonly appName: string;
  readonly apiBaseUrl: string;
  readonly firebase: {
    readonly projectId: string;
    readonly apiKey: string;
    readonly authDomain: string;
    readonly appId: string;
    /** Empty when the real Firebase project is used. */
    readonly emulatorHost: string;
  };
  readonly marketingUrl: string;
  readonly contactEmail: string;
  /** The fallback checkout page of /minha-assinatura when the backend offers no plans; empty: the contact e-mail. */
  readonly subscribeUrl: string;
  /** Empty turns the chat widget off. */
  readonly chatWidgetUrl: string;
  /** Empty turns analytics off. */
  readonly gaMeasurementId: string;
  /** The backend's paid plan codes, comma-separated; empty means the contract's M, S and A. */
  readonly paidPlans: string;
}

const MOCK_API = 'http://127.0.0.1:8787';
const EMULATOR = 'http://127.0.0.1:9099';

/** Treats unset and blank values alike, so `VITE_X=` in a .env means "use the default". */
function text(value: string | undefined, fallback: string): string {
  const trimmed = value?.trim();
  return trimmed ? trimmed : fallback;
}

/**
 * Builds the configuration from an env object. The emulator is the default only in development
 * and tests; a production build without VITE_FIREBASE_AUTH_EMULATOR_HOST talks to real Firebase.
 */
export function readConfig(env: EnvSource): AppConfig {
  const emulatorSet = env.VITE_FIREBASE_AUTH_EMULATOR_HOST !== undefined;
  return {
    appName: text(env.VITE_APP_NAME, 'CNPJ Leads'),
    apiBaseUrl: text(env.VITE_API_BASE_URL, MOCK_API).replace(/\/+$/, ''),
    firebase: {
      projectId: text(env.VITE_FIREBASE_PROJECT_ID, 'demo-cnpj'),
      apiKey: text(env.VITE_FIREBASE_API_KEY, 'demo-api-key'),
      authDomain: text(env.VITE_FIREBASE_AUTH_DOMAIN, 'demo-cnpj.firebaseapp.com'),
      appId: text(env.VITE_FIREBASE_APP_ID, ''),
      emulatorHost: emulatorSet
        ? text(env.VITE_FIREBASE_AUTH_EMULATOR_HOST, '')
        : env.DEV
          ? EMULATOR
          : '',
    },
    marketingUrl: text(env.VITE_MARKETING_URL, '/login'),
    contactEmail: text(env.VITE_CONTACT_EMAIL, 'contato@example.com'),
    subscribeUrl: text(env.VITE_SUBSCRIBE_URL, ''),
    chatWidgetUrl: text(env.VITE_CHAT_WIDGET_URL, ''),
    gaMeasurementId: text(env.VITE_GA_MEASUREMENT_ID, ''),
    paidPlans: text(env.VITE_PAID_PLANS, ''),
  };
}
