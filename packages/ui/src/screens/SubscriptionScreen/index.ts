export { SubscriptionScreen, type SubscriptionScreenProps } from './SubscriptionScreen';
export { SEARCH_LIMIT_MESSAGE } from './parts/UsageMeter';
export * from './types';
