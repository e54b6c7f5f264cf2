import type { components, ListExportKind } from '@cnpj/domain';
import type { Failure } from '../shared/FailureNotice';

/** A saved list (docs/product.md#entities: id, descricao; and, when the backend sends them, its count and dates). */
export type Lista = components['schemas']['Lista'];

/** The two spreadsheets of a list (docs/product.md#calls, #my-lists): its companies, its partners' e-mails. */
export type { ListExportKind };

/** One export in flight, so its button shows as busy. */
export interface ListExportRequest {
  listId: number;
  kind: ListExportKind;
}

/** A list's export that failed, told under that list with "Tentar novamente" (decision 033, 060). */
export interface ListExportFailure extends Failure {
  listId: number;
}

/** What /minhas-listas shows. */
export type ListsState =
  { kind: 'loading' } | { kind: 'error' } | { kind: 'ready'; lists: readonly Lista[] };

/** The "create list" dialog: closed, open, busy while the call runs, or open with an error. */
export type CreateListState =
  { kind: 'closed' } | { kind: 'open' } | { kind: 'busy' } | { kind: 'error'; message: string };

/** The "Renomear lista" dialog (docs/product.md#my-lists): closed, or open for one list, busy or with an error. */
export type RenameListState =
  | { kind: 'closed' }
  | { kind: 'open'; list: Lista }
  | { kind: 'busy'; list: Lista }
  | { kind: 'error'; list: Lista; message: string };
