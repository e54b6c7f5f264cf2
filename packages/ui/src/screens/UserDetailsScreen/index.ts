export { UserDetailsScreen, type UserDetailsScreenProps } from './UserDetailsScreen';
export type { UserDetailsState, UserStatsDetail } from './types';
