export { BulkLookupScreen, type BulkLookupScreenProps } from './BulkLookupScreen';
export type { BulkTriage, BulkTriageSet } from './BulkResults';
export type { BulkFileView, BulkPhase, BulkRunView, BulkTable } from './types';
