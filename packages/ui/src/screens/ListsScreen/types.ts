import type { Lista } from '@cnpj/domain';

/** A saved list (docs/product.md#entities): the domain's one declaration. */
export type { Lista };

// A list's exports are shared with a list's own page, so their types live with their buttons.
export type { ListExportFailure, ListExportKind, ListExportRequest } from '../shared/lists';

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
