// What each scenario means to QA, in Portuguese: the screen it belongs to, what it does, and what the app
// shows while it is on (docs/product.md#errors). Messages are the domain's constants, never retyped; where
// the catalogue's text is not a domain constant (it lives with its screen), the effect says what happens.
import {
  FREE_PLAN_EXPORT_ALERT,
  FREE_PLAN_LISTS_ALERT,
  FREE_PLAN_PAGING_ALERT,
  LOAD_ALL_FAILED_ALERT,
  SEARCH_COUNT_FAILED_ALERT,
  SEARCH_LIMIT_ALERT,
} from '@cnpj/domain';
import { scenarios, type ScenarioName } from './scenarios.ts';

/** The screens scenarios are grouped by, in the console's order, with their Portuguese titles. */
export const SCENARIO_GROUPS = {
  auth: 'Login e sessão',
  home: 'Início (notificações)',
  search: 'Pesquisa',
  detail: 'Detalhe da empresa',
  lists: 'Listas',
  export: 'Exportação (Excel)',
  updateDate: 'Data de atualização',
  network: 'Rede',
} as const;

/** A screen scenarios are grouped by. */
export type ScenarioGroup = keyof typeof SCENARIO_GROUPS;

/** What the app shows while a scenario is on. */
export interface ScenarioEffect {
  /** The behaviour, in Portuguese ("a lista fica vazia", "só registra no console"). */
  behaviour: string;
  /** The exact messages the user reads (docs/product.md#errors), from @cnpj/domain. */
  messages: readonly string[];
}

/** A scenario as the QA console shows it. */
export interface ScenarioInfo {
  name: ScenarioName;
  group: ScenarioGroup;
  /** What the mock does, in Portuguese. */
  description: string;
  effect: ScenarioEffect;
}

type Entry = [ScenarioGroup, string, string, (readonly string[])?];

const SILENT = 'só registra no console';

// A Record over ScenarioName: a scenario added to scenarios.ts without its entry here does not compile.
const CATALOG: Record<ScenarioName, Entry> = {
  tokenExpired: ['auth', 'Todo token de acesso que não veio de GET /refresh responde 403.', 'Nada visível: o app renova o token uma vez e repete a chamada.'],
  refreshFails: ['auth', 'GET /refresh responde 401.', 'Na próxima renovação o usuário é desconectado (forceLogout) e volta ao login.'],
  loginFails: ['auth', 'POST /login responde 401.', 'O login não conclui: banner de falha ao sincronizar e o token guardado é apagado.'],
  planError: ['auth', 'GET /api/users/{id} responde 500.', `O plano cai para G (grátis); ${SILENT}.`],
  freePlan: ['auth', 'O usuário é tratado como plano G, seja qual for o plano guardado.', 'Os bloqueios do plano grátis aparecem ao paginar, exportar e usar listas.', [FREE_PLAN_PAGING_ALERT, FREE_PLAN_EXPORT_ALERT, FREE_PLAN_LISTS_ALERT]],
  notificationsError: ['home', 'GET /api/notificacoes/{uid} responde 500.', 'O painel de notificações mostra seu estado de erro.'],
  emptyNotifications: ['home', 'GET /api/notificacoes/{uid} responde uma lista vazia.', 'O painel de notificações fica vazio.'],
  markReadError: ['home', 'PUT /api/notificacoes/{uid}/{id}/ responde 500.', 'O painel mostra a falha ao marcar como lida.'],
  searchLimitReached: ['search', 'A contagem de pesquisas responde 10 (limite do plano grátis).', 'Para um usuário do plano grátis, a pesquisa não roda.', [SEARCH_LIMIT_ALERT]],
  countError: ['search', 'GET /api/pesquisas/count/{userUid} responde 500.', 'A pesquisa não roda.', [SEARCH_COUNT_FAILED_ALERT]],
  searchError: ['search', 'A chamada de pesquisa responde 500.', `O carregamento some sem resultados; ${SILENT}.`],
  emptySearch: ['search', 'A pesquisa não encontra nada (total 0).', 'A lista de resultados fica vazia.'],
  pageError: ['search', 'GET /api/empresas/pagina/... responde 500.', `A página pedida não carrega; ${SILENT}.`],
  lookupsError: ['search', 'UFs, cidades, CNAEs e naturezas jurídicas respondem 500.', `As opções desses filtros ficam vazias; ${SILENT}.`],
  detailNotFound: ['detail', 'GET /api/empresas/detalhe/{cnpj} responde 404.', 'A tela de detalhe mostra o estado de CNPJ inexistente.'],
  detailError: ['detail', 'GET /api/empresas/detalhe/{cnpj} responde 500.', 'A tela de detalhe mostra o estado de falha.'],
  detailEmpty: ['detail', 'GET /api/empresas/detalhe/{cnpj} responde 200 com null.', 'A tela de detalhe mostra o estado de empresa sem dados.'],
  partnersEmpty: ['detail', 'GET /api/empresas/socios/{cnpj} responde uma lista vazia.', 'A tabela de sócios fica vazia.'],
  listsError: ['lists', 'GET /api/listas responde 500.', 'O modal de listas e a página de listas mostram a falha ao carregar.'],
  noLists: ['lists', 'GET /api/listas responde uma lista vazia.', 'A lista fica vazia (nenhuma lista).'],
  createListError: ['lists', 'POST /api/listas responde 500.', 'O modal mostra a falha ao criar lista.'],
  addToListError: ['lists', 'POST /api/listas/{listId}/cnpjs responde 500.', 'O modal mostra a falha ao adicionar empresas.'],
  allError: ['lists', 'GET /api/empresas/all/... responde 500.', '"Enviar todos para lista" não envia.', [LOAD_ALL_FAILED_ALERT]],
  exportError: ['export', 'Todo download .xlsx responde 500.', `Nenhum arquivo é baixado; ${SILENT}.`],
  updateDateForbidden: ['updateDate', 'GET /api/atualizacao responde 403.', 'As duas etiquetas de data de atualização somem.'],
  updateDateMissing: ['updateDate', 'GET /api/atualizacao responde sem data (null).', 'As duas etiquetas de data de atualização somem.'],
  networkError: ['network', 'A conexão cai sem resposta (falha de rede).', 'Toda chamada falha como erro de rede.'],
  slow: ['network', 'Toda resposta atrasa MOCK_SLOW_MS (1500 ms por padrão).', 'Os estados de carregamento ficam visíveis.'],
};

/** Every scenario with its group, description and effect, in the order of scenarios.ts. */
export const scenarioCatalog: readonly ScenarioInfo[] = scenarios.map(({ name }) => {
  const [group, description, behaviour, messages = []] = CATALOG[name];
  return { name, group, description, effect: { behaviour, messages } };
});
