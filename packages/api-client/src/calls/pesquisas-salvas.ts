// The saved-searches extension (docs/product.md#saved-searches): the backend keeps each user's saved
// searches, so they follow the user to another browser. A 404 (ApiError, see isNotFound) means the
// backend lacks it, and the app keeps them in the browser instead.
import type { components } from '@cnpj/domain';
import { expectOk, unwrap, type CallContext } from './context';

type PesquisaSalva = components['schemas']['PesquisaSalva'];
type PesquisaSalvaEntrada = components['schemas']['PesquisaSalvaEntrada'];

/** Saved-search calls, for the user the access token names. */
export interface PesquisaSalvaCalls {
  /** Extension GET /api/pesquisas-salvas: newest first. */
  listSavedSearches(): Promise<PesquisaSalva[]>;
  /** Extension PUT /api/pesquisas-salvas/{id}. */
  putSavedSearch(id: string, search: PesquisaSalvaEntrada): Promise<PesquisaSalva>;
  /** Extension DELETE /api/pesquisas-salvas/{id}. */
  deleteSavedSearch(id: string): Promise<void>;
}

/** The saved-search calls over a context. */
export function pesquisaSalvaCalls({ http }: CallContext): PesquisaSalvaCalls {
  return {
    listSavedSearches: () => unwrap(http.GET('/api/pesquisas-salvas')),
    putSavedSearch: (id, body) =>
      unwrap(http.PUT('/api/pesquisas-salvas/{id}', { params: { path: { id } }, body })),
    deleteSavedSearch: (id) =>
      expectOk(http.DELETE('/api/pesquisas-salvas/{id}', { params: { path: { id } } })),
  };
}
