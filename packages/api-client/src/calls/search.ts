// Company search, its pages and its export (docs/product.md#calls).
import { SEARCH_EXPORT_FILENAME, type DownloadedFile } from '../downloads';
import {
  PAGE_SIZE,
  type EmpresaResumo,
  type Capacidades,
  type Ordenacao,
  type SearchCriteria,
  type SearchExtraQuery,
  type SearchResponse,
} from '@cnpj/domain';
import { ApiError } from '../errors';
import { parseJsonChunks, readChunks, type TransferOptions } from '../transfer';
import { signedInUserId, unwrap, type CallContext } from './context';

/** Which stored search, in which order (the signed-in user's: the client adds the user segment). */
export interface SearchRef {
  pesquisaId: string;
  ordenacao: Ordenacao;
}

/** One page of a stored search. */
export interface SearchPageRef extends SearchRef {
  page: number;
  recordsPerPage?: number;
}

/** Search calls. */
export interface SearchCalls {
  /**
   * GET /api/empresas/{22 segments}: runs the search for the signed-in user, answers its id and total.
   * `extras` are the extension criteria the backend announced (extraSearchQuery): query parameters
   * of the same path; none are sent when absent or empty.
   */
  searchCompanies(criteria: SearchCriteria, extras?: SearchExtraQuery): Promise<SearchResponse>;
  /** Extension GET /api/capacidades: the extra criteria the backend applies (404 when none). */
  getCapacidades(): Promise<Capacidades>;
  /** GET /api/empresas/pagina/...: one page of rows (PAGE_SIZE unless told). */
  getSearchPage(ref: SearchPageRef): Promise<EmpresaResumo[]>;
  /** GET /api/empresas/all/...: every row, for "Enviar todos para lista"; cancellable, with progress. */
  getAllSearchRows(ref: SearchRef, transfer?: TransferOptions): Promise<EmpresaResumo[]>;
  /** GET /api/download/...: the results as empresas.xlsx; cancellable, with progress. */
  downloadSearch(ref: SearchRef, transfer?: TransferOptions): Promise<DownloadedFile>;
}

/** The search calls over a context. */
export function searchCalls({ http, tokenStore }: CallContext): SearchCalls {
  const user_id = () => signedInUserId(tokenStore);
  return {
    async searchCompanies(criteria, extras = {}) {
      const request = { ...criteria, user_id: user_id() };
      // Loaded with the first search: the path needs every filter's declaration, which no other
      // call does, so it stays out of the code every signed-in page loads (performance budget).
      const { SEARCH_PATH_TEMPLATE, buildSearchPath, toSearchSegments } =
        await import('@cnpj/domain/search-path');
      const path = buildSearchPath(request);
      return unwrap(
        http.GET(SEARCH_PATH_TEMPLATE, {
          params: { path: toSearchSegments(request), query: extras },
          // The contract's excluir_listas is comma-joined (style form, explode false).
          querySerializer: { array: { style: 'form', explode: false } },
          // Our own bytes replace openapi-fetch's serialisation of the 22 segments.
          pathSerializer: (url) => url.slice(0, url.length - SEARCH_PATH_TEMPLATE.length) + path,
        }),
      );
    },
    getCapacidades: () => unwrap(http.GET('/api/capacidades')),
    async getSearchPage({ pesquisaId, page, recordsPerPage = PAGE_SIZE, ordenacao }) {
      const path = { pesquisa_id: pesquisaId, page, recordsPerPage, ordenacao, user_id: user_id() };
      const answer = await unwrap(
        http.GET(
          '/api/empresas/pagina/{pesquisa_id}/{page}/{recordsPerPage}/{ordenacao}/{user_id}',
          {
            params: { path },
          },
        ),
      );
      return answer.data;
    },
    async getAllSearchRows({ pesquisaId, ordenacao }, { signal, onProgress } = {}) {
      const path = { pesquisa_id: pesquisaId, ordenacao, user_id: user_id() };
      const { error, response } = await http.GET(
        '/api/empresas/all/{pesquisa_id}/{ordenacao}/{user_id}',
        { params: { path }, parseAs: 'stream', signal },
      );
      if (!response.ok) throw new ApiError(response.status, error);
      const answer = parseJsonChunks(await readChunks(response, onProgress)) as {
        data?: EmpresaResumo[];
      } | null;
      if (!Array.isArray(answer?.data))
        throw new ApiError(response.status, answer, 'The answer had no rows');
      return answer.data;
    },
    async downloadSearch({ pesquisaId, ordenacao }, { signal, onProgress } = {}) {
      const path = { pesquisa_id: pesquisaId, ordenacao, user_id: user_id() };
      const { error, response } = await http.GET(
        '/api/download/{pesquisa_id}/{ordenacao}/{user_id}',
        { params: { path }, parseAs: 'stream', signal },
      );
      if (!response.ok) throw new ApiError(response.status, error);
      const type = response.headers.get('Content-Type') ?? '';
      const blob = new Blob(await readChunks(response, onProgress), { type });
      return { blob, filename: SEARCH_EXPORT_FILENAME };
    },
  };
}
