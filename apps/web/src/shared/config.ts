// The app's configuration, read once from Vite's build-time variables (see .env.example).
import { configurePaidPlans, parsePaidPlans } from '@cnpj/domain';
import { readConfig, type AppConfig } from './read-config';

export type { AppConfig } from './read-config';

/** The configuration of this build. */
export const config: AppConfig = readConfig(import.meta.env);

// Which plan codes are paid belongs to the backend (VITE_PAID_PLANS, decision 018). Set here, while
// the entry imports its configuration, so no plan is read before it.
configurePaidPlans(parsePaidPlans(config.paidPlans));
