export {
  ListsScreen,
  type ListCreation,
  type ListRenaming,
  type ListsExports,
  type ListsScreenProps,
} from './ListsScreen';
export { ListExportButtons, type ListExportButtonsProps } from '../shared/lists';
export * from './types';
