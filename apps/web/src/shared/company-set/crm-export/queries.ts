// The CRM export's server reads (docs/product.md#exporting-to-a-crm): every row to write. The search's
// rows come through its existing all-rows call (GET /api/empresas/all), the list's through the one-list
// extension (GET /api/listas/{id}) page by page; a backend without that extension cannot give them.
import { isNotFound, type SearchRef, type TransferOptions } from '@cnpj/api-client';
import { EXPORT_ROW_CAP, type CrmRow } from '@cnpj/domain';
import { api } from '../../services/api';

/** The largest page the one-list call gives (openapi.yaml). */
const LIST_PAGE_SIZE = 1000;

/** A list the backend cannot give: the dialog says so as it is (its text loads with the dialog). */
export class ListUnavailableError extends Error {
  constructor() {
    super('The backend lacks GET /api/listas/{id}');
    this.name = 'ListUnavailableError';
  }
}

/** Every row of the search shown, through the all-rows call, with its progress and signal. */
export function searchRowsLoader(search: SearchRef) {
  const ref = { pesquisaId: search.pesquisaId, ordenacao: search.ordenacao };
  return (options: TransferOptions): Promise<readonly CrmRow[]> =>
    api.getAllSearchRows(ref, options);
}

/**
 * Every company of list `listId`, page by page up to the export cap; progress counts companies.
 * Stops between pages when the signal aborts.
 */
export function listRowsLoader(listId: number) {
  return async ({ signal, onProgress }: TransferOptions): Promise<readonly CrmRow[]> => {
    const rows: CrmRow[] = [];
    let total = Number.POSITIVE_INFINITY;
    for (let page = 1; rows.length < Math.min(total, EXPORT_ROW_CAP); page += 1) {
      signal?.throwIfAborted();
      let answer;
      try {
        answer = await api.getLista(listId, { page, recordsPerPage: LIST_PAGE_SIZE });
      } catch (error) {
        if (isNotFound(error)) throw new ListUnavailableError();
        throw error;
      }
      signal?.throwIfAborted();
      total = answer.total;
      rows.push(...answer.data);
      onProgress?.({ received: rows.length, expected: total });
      if (answer.data.length === 0) break;
    }
    return rows;
  };
}
