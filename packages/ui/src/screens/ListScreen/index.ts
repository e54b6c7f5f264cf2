export { ListScreen, type ListScreenProps } from './ListScreen';
export type { EmpresaResumo, ListCompanies, ListState } from './types';
