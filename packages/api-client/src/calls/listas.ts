// Saved lists and their exports (docs/product.md#calls), plus the one-list extensions.
import type { DownloadedFile } from '../downloads';
import type { AddCnpjsResponse, Lista, ListaDetalhe } from '@cnpj/domain';
import { expectOk, unwrap, type CallContext } from './context';

/** Which page of a list's companies (extension). */
export interface ListaPage {
  page?: number;
  recordsPerPage?: number;
}

/** List calls. */
export interface ListaCalls {
  /** GET /api/listas. */
  listListas(): Promise<Lista[]>;
  /** POST /api/listas. */
  createLista(descricao: string): Promise<Lista>;
  /** POST /api/listas/{listId}/cnpjs. */
  addCompaniesToList(listId: number, cnpjs: string[]): Promise<AddCnpjsResponse>;
  /** GET /api/listas/export/{listId}, saved as `filename` (the app names it after the list, docs/product.md#my-lists). */
  exportList(listId: number, filename: string): Promise<DownloadedFile>;
  /** GET /api/listas/export-emails-socios/{listId}, saved as `filename` (docs/product.md#my-lists). */
  exportListPartnerEmails(listId: number, filename: string): Promise<DownloadedFile>;
  /** Extension GET /api/listas/{listId}: the list with one page of companies (404 when absent). */
  getLista(listId: number, page?: ListaPage): Promise<ListaDetalhe>;
  /** Extension PATCH /api/listas/{listId}: renames the list (404 when absent). */
  renameLista(listId: number, descricao: string): Promise<Lista>;
  /** Extension DELETE /api/listas/{listId}. */
  deleteLista(listId: number): Promise<void>;
  /** Extension DELETE /api/listas/{listId}/cnpjs/{cnpj}. */
  removeCompanyFromList(listId: number, cnpj: string): Promise<void>;
}

/** The list calls over a context. */
export function listaCalls({ http }: CallContext): ListaCalls {
  const byId = (listId: number) => ({ params: { path: { listId } } });
  return {
    listListas: () => unwrap(http.GET('/api/listas')),
    createLista: (descricao) => unwrap(http.POST('/api/listas', { body: { descricao } })),
    addCompaniesToList: (listId, cnpjs) =>
      unwrap(http.POST('/api/listas/{listId}/cnpjs', { ...byId(listId), body: { cnpjs } })),
    async exportList(listId, filename) {
      const blob = await unwrap(
        http.GET('/api/listas/export/{listId}', { ...byId(listId), parseAs: 'blob' }),
      );
      return { blob, filename };
    },
    async exportListPartnerEmails(listId, filename) {
      const call = http.GET('/api/listas/export-emails-socios/{listId}', {
        ...byId(listId),
        parseAs: 'blob',
      });
      return { blob: await unwrap(call), filename };
    },
    getLista: (listId, page = {}) =>
      unwrap(http.GET('/api/listas/{listId}', { params: { path: { listId }, query: page } })),
    renameLista: (listId, descricao) =>
      unwrap(http.PATCH('/api/listas/{listId}', { ...byId(listId), body: { descricao } })),
    deleteLista: (listId) => expectOk(http.DELETE('/api/listas/{listId}', byId(listId))),
    removeCompanyFromList: (listId, cnpj) =>
      expectOk(
        http.DELETE('/api/listas/{listId}/cnpjs/{cnpj}', { params: { path: { listId, cnpj } } }),
      ),
  };
}
