// The app's analytics instance, on only when VITE_GA_MEASUREMENT_ID is set (SPEC §9).
import { config } from '../config';
import { createAnalytics, type Analytics } from './analytics';

/** The app-wide tracker. */
export const analytics: Analytics = createAnalytics(config.gaMeasurementId);
