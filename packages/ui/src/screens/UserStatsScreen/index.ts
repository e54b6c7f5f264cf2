export { UserStatsScreen, type UserStatsScreenProps } from './UserStatsScreen';
export { planGroupLabel, usersByPlanGroup } from '../shared/plan-groups';
export type { DailyCount, UserStats, UserStatsState, UserSummary } from './types';
