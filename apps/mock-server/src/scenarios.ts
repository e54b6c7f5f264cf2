// Named scenarios: the single way to produce an error or an edge state (docs/product.md#errors), used alike by
// stories (header or `createHandlers({ scenarios })`), tests and QA (per user, from /__mock).

const SCENARIOS = {
  tokenExpired:
    'Any access token not obtained from GET /refresh answers 403, so the client refreshes once and retries.',
  refreshFails: 'GET /refresh answers 401 (the client fires forceLogout).',
  loginFails: 'POST /login answers 401 ("Falha ao sincronizar com o servidor.").',
  planError: 'GET /api/users/{id} answers 500 (the plan falls back to G).',
  freePlan: 'The user is on the free plan G for this request, whatever the store says.',
  searchLimitReached: 'The search count reads 10 (free-plan limit reached).',
  detailNotFound: 'GET /api/empresas/detalhe/{cnpj} answers 404 ("CNPJ não encontrado").',
  detailError:
    'GET /api/empresas/detalhe/{cnpj} answers 500 ("Falha ao buscar detalhes da empresa").',
  detailEmpty: 'GET /api/empresas/detalhe/{cnpj} answers 200 with null ("Empresa não encontrada").',
  partnersEmpty:
    'GET /api/empresas/socios/{cnpj} answers an empty list ("Nenhum sócio cadastrado.").',
  notificationsError: 'GET /api/notificacoes/{uid} answers 500 ("Failed to load messages.").',
  emptyNotifications: 'GET /api/notificacoes/{uid} answers an empty list ("Nenhuma notificação").',
  markReadError: 'PUT /api/notificacoes/{uid}/{id}/ answers 500.',
  listsError:
    "GET /api/listas answers 500 (the lists page's, the modal's and the side menu's load failures).",
  noLists: 'GET /api/listas answers an empty list ("Nenhuma lista encontrada").',
  createListError: 'POST /api/listas answers 500 ("Falha ao criar lista. Tente novamente.").',
  renameListError: 'PATCH /api/listas/{listId} (renaming a list, extension) answers 500.',
  renameListUnavailable:
    'PATCH /api/listas/{listId} answers 404, as a backend without the rename extension.',
  addToListError:
    'POST /api/listas/{listId}/cnpjs answers 500 ("Falha ao adicionar empresas à lista.").',
  removeFromListError:
    'DELETE /api/listas/{listId}/cnpjs/{cnpj} (taking a company off a list, extension) answers 500.',
  countError: 'GET /api/pesquisas/count/{userUid} answers 500 (search limit cannot be checked).',
  searchError: 'The search call answers 500.',
  emptySearch: 'The search finds nothing (total 0: "Nenhuma empresa encontrada").',
  pageError: 'GET /api/empresas/pagina/... answers 500.',
  allError: 'GET /api/empresas/all/... answers 500 ("Erro ao carregar todos os resultados.").',
  exportError: 'Every .xlsx download answers 500.',
  lookupsError:
    'The lookups (/api/ufs, /api/municipios/{uf}, /api/cnaes, /api/naturezas) answer 500.',
  updateDateForbidden: 'GET /api/atualizacao answers 403 (the date badges hide).',
  updateDateMissing:
    'GET /api/atualizacao answers { dt_atualizado_ate: null } (the date badges hide).',
  subscriptionUnavailable:
    'GET /api/planos, POST /api/assinaturas/checkout and GET /api/assinaturas/atual (and its cancellation) answer 404, as a backend without these extensions.',
  subscriptionError:
    'GET /api/planos, GET /api/assinaturas/atual and POST /api/assinaturas/checkout answer 500.',
  checkoutFails:
    "The provider's hosted checkout refuses the payment: it returns to the app's failure address.",
  subscriptionOverdue:
    'GET /api/assinaturas/atual answers status em_atraso, with an overdue invoice.',
  subscriptionCancelled:
    'GET /api/assinaturas/atual answers status cancelada: the plan lasts until acesso_ate.',
  bulkUnavailable:
    'POST /api/empresas/lote answers 404, as a backend without the bulk lookup extension (the app reads each detail).',
  bulkPartialFailure:
    'POST /api/empresas/lote answers 404 and the detail of about one CNPJ in four answers 500, every time.',
  bulkSlow:
    'POST /api/empresas/lote and each company detail answer after a fifth of MOCK_SLOW_MS (300 ms by default).',
  rowExtensionMissing:
    'Company rows (pages, all rows, a list, the bulk lookup) lack the row extension: no CEP, street type, complement, size nor capital.',
  capabilitiesUnavailable:
    'GET /api/capacidades answers 404 and the search ignores the extra criteria, as a backend without the extension (the app filters only the page it shows, and says so).',
  savedSearchesMissing:
    'GET, PUT and DELETE /api/pesquisas-salvas answer 404, as a backend without the saved-searches extension (the app keeps them in the browser, per user, and says so).',
  savedSearchesError: 'GET, PUT and DELETE /api/pesquisas-salvas answer 500.',
  radarMissing:
    'Every /api/radar call answers 404, as a backend without the Radar extension (the app keeps the monitors in the browser, per user, and checks them when the user opens it after a new release).',
  radarError:
    "GET /api/radar/monitores/{monitorId}/novas (a monitor's check) answers 500; the queue keeps what it held.",
  radarChangesError: 'GET /api/radar/listas/{listId}/mudancas answers 500.',
  networkError:
    'The request fails at network level ("Network Error"); over HTTP the socket is destroyed.',
  slow: 'Every answer is delayed (MOCK_SLOW_MS, 1500 ms by default) to show loading states.',
} as const;

/** The name of a scenario. */
export type ScenarioName = keyof typeof SCENARIOS;

/** Every scenario with its one-line description (the README lists them). */
export const scenarios: readonly { name: ScenarioName; description: string }[] = (
  Object.entries(SCENARIOS) as [ScenarioName, string][]
).map(([name, description]) => ({ name, description }));

/** Whether a text names a scenario. */
export function isScenarioName(name: string): name is ScenarioName {
  return Object.hasOwn(SCENARIOS, name);
}

/** The header that selects scenarios for one request: `x-mock-scenario: a,b`. */
export const SCENARIO_HEADER = 'x-mock-scenario';

/** Scenario names of a comma-separated text; unknown names are ignored. */
export function parseScenarios(text: string | null | undefined): ScenarioName[] {
  return (text ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter(isScenarioName);
}
