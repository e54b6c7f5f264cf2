// A search of two companies the shared mock stores for its lenient demo user: the one set-up the
// search actions' tests share, run through the app's own client.
import { defaultFilters, toSearchCriteria } from '@cnpj/domain';
import { api } from '../shared/services/api';
import { sessionStore } from '../shared/services/session-store';

/** Signs the client in as the mock's demo user and runs the search; its id and total. */
export async function demoStoredSearch(): Promise<{ pesquisaId: string; total: number }> {
  sessionStore.setAccessToken('token-demo');
  sessionStore.setUserId('u-demo');
  const filters = {
    ...defaultFilters(),
    uf: 'SP' as const,
    nomeEmpresa: 'PADARIA SAO JOAO LTDA',
    cep: '01310-100',
  };
  return api.searchCompanies(toSearchCriteria(filters)!);
}
