export { SavedSearchesWindow, type SavedSearchesWindowProps } from './SavedSearchesWindow';
export type { ImportOutcome } from '../shared/BrowserDataFile';
export type { SavedSearchItem, SavedSearchesPlace, SavedSearchesState } from './types';
