import type { components } from '@cnpj/domain';

/** Platform statistics (extension GET /api/stats/usuarios). */
export type UserStats = components['schemas']['UserStats'];
/** One user of the statistics' users table. */
export type UserSummary = components['schemas']['UserSummary'];
/** A count for one day (YYYY-MM-DD). */
export type DailyCount = components['schemas']['DailyCount'];

/** What /user-stats shows; 'unavailable' when the backend lacks the extension (404). */
export type UserStatsState =
  | { kind: 'loading' }
  | { kind: 'error' }
  | { kind: 'unavailable' }
  | { kind: 'ready'; stats: UserStats };
