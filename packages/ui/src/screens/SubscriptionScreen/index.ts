export { SubscriptionScreen, type SubscriptionScreenProps } from './SubscriptionScreen';
export * from './types';
