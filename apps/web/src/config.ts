// The app's configuration, read once from Vite's build-time variables (see .env.example).
import { readConfig, type AppConfig } from './read-config';

export type { AppConfig } from './read-config';

/** The configuration of this build. */
export const config: AppConfig = readConfig(import.meta.env);
