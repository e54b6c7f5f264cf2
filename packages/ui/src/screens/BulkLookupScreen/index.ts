export { BulkLookupScreen, type BulkLookupScreenProps } from './BulkLookupScreen';
export type { BulkFileView, BulkPhase, BulkRunView, BulkTable } from './types';
