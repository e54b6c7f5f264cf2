export { UserStatsScreen, type UserStatsScreenProps } from './UserStatsScreen';
export { planGroupLabel, usersByPlanGroup } from './plans';
export type { DailyCount, UserStats, UserStatsState, UserSummary } from './types';
