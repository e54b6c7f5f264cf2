// A list's exports, offered on "Minhas listas" and on the list's own page alike.
export { ListExportButtons, type ListExportButtonsProps } from './ListExportButtons';
export type { ListExportFailure, ListExportKind, ListExportRequest } from './types';
