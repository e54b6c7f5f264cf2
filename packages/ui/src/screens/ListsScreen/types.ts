import type { components } from '@cnpj/domain';

/** A saved list (docs/product.md#entities: id, descricao). */
export type Lista = components['schemas']['Lista'];

/** The two spreadsheets of a list (docs/product.md#calls, #limits-and-constants): lista_{id}.xlsx and lista_{id}_emails_socios.xlsx. */
export type ListExportKind = 'excel' | 'emails';

/** One export in flight, so its button shows as busy. */
export interface ListExportRequest {
  listId: number;
  kind: ListExportKind;
}

/** What /minhas-listas shows. */
export type ListsState =
  { kind: 'loading' } | { kind: 'error' } | { kind: 'ready'; lists: readonly Lista[] };

/** The "create list" dialog: closed, open, busy while the call runs, or open with an error. */
export type CreateListState =
  { kind: 'closed' } | { kind: 'open' } | { kind: 'busy' } | { kind: 'error'; message: string };
