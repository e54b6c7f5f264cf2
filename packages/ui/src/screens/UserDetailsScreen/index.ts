export { UserDetailsScreen, type UserDetailsScreenProps } from './UserDetailsScreen';
export type { UserDetailsState, UserStatsDetail } from './types';
export type { BrowserDataActions } from './parts/BrowserDataSection';
export type { ImportOutcome } from '../shared/BrowserDataFile';
