/// <reference types="vite/client" />

/** Every VITE_* variable the app reads (documented in .env.example). */
interface ImportMetaEnv {
  readonly VITE_APP_NAME?: string;
  readonly VITE_API_BASE_URL?: string;
  readonly VITE_FIREBASE_PROJECT_ID?: string;
  readonly VITE_FIREBASE_API_KEY?: string;
  readonly VITE_FIREBASE_AUTH_DOMAIN?: string;
  readonly VITE_FIREBASE_APP_ID?: string;
  readonly VITE_FIREBASE_AUTH_EMULATOR_HOST?: string;
  readonly VITE_MARKETING_URL?: string;
  readonly VITE_CONTACT_EMAIL?: string;
  readonly VITE_SUBSCRIBE_URL?: string;
  readonly VITE_CHAT_WIDGET_URL?: string;
  readonly VITE_GA_MEASUREMENT_ID?: string;
  readonly VITE_PAID_PLANS?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
