export {
  ListScreen,
  type ListCrmExport,
  type ListDeletion,
  type ListExports,
  type ListRemoval,
  type ListScreenProps,
} from './ListScreen';
export type { EmpresaResumo, ListCompanies, ListState } from './types';
