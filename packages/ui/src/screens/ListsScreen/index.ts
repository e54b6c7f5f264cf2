export { ListsScreen, type ListsScreenProps } from './ListsScreen';
export { ListExportButtons, type ListExportButtonsProps } from './parts/ListExportButtons';
export * from './types';
