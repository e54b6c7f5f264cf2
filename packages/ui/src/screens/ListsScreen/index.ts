export { ListsScreen, type ListsScreenProps } from './ListsScreen';
export { ListExportButtons, type ListExportButtonsProps } from '../shared/lists';
export * from './types';
