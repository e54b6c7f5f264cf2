export { LookupScreen } from './LookupScreen';
export type { LookupScreenProps } from './LookupScreen';
