// The app's analytics instance, on only when VITE_GA_MEASUREMENT_ID is set (docs/product.md#limits-and-constants).
import { config } from '../config';
import { createAnalytics, type Analytics } from './analytics';

/** The app-wide tracker. */
export const analytics: Analytics = createAnalytics(config.gaMeasurementId);
