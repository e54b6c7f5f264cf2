// What each scenario means to QA, in Portuguese: the screen it belongs to, what it does, and what the app
// shows while it is on. The messages are quoted exactly: every text of docs/product.md#errors is a domain
// constant (the kit, the app and the client show or throw the same constants), so QA reads here what the
// screen reads. A scenario without messages shows none; its behaviour says what happens instead.
import {
  ADD_TO_LIST_FAILED_MESSAGE,
  NAO_CONTATAR_UNDO_FAILED,
  BULK_FALLBACK_NOTICE,
  CHECKOUT_FAILED_MESSAGE,
  OVERDUE_BANNER_MESSAGE,
  OVERDUE_BANNER_TITLE,
  PAYMENT_NOT_COMPLETED_HINT,
  PAYMENT_NOT_COMPLETED_TITLE,
  PLANS_FAILED_MESSAGE,
  PLANS_UNAVAILABLE_MESSAGE,
  SUBSCRIPTION_DETAILS_UNAVAILABLE_MESSAGE,
  SUBSCRIPTION_FAILED_MESSAGE,
  CREATE_LIST_FAILED_MESSAGE,
  DETAIL_FAILED_HINT,
  DETAIL_FAILED_TITLE,
  DETAIL_NO_DATA_TITLE,
  DETAIL_NOT_FOUND_TITLE,
  EXPORT_FAILED_MESSAGE,
  FREE_PLAN_EXPORT_ALERT,
  FREE_PLAN_LISTS_ALERT,
  FREE_PLAN_PAGING_ALERT,
  LISTS_MENU_FAILED_MESSAGE,
  LOAD_ALL_FAILED_ALERT,
  LOAD_LISTS_FAILED_MESSAGE,
  LOOKUPS_FAILED_MESSAGE,
  MARK_READ_FAILED_MESSAGE,
  NO_PARTNERS_MESSAGE,
  NO_RESULTS_MESSAGE,
  PAGE_FAILED_MESSAGE,
  RENAME_LIST_FAILED_MESSAGE,
  RENAME_LIST_UNAVAILABLE_MESSAGE,
  PAGE_ONLY_FILTER,
  SAVED_SEARCH_CHANGE_FAILED,
  SAVED_SEARCHES_IN_BROWSER,
  SAVED_SEARCHES_LOAD_FAILED,
  NOTIFICATIONS_LOAD_FAILED_MESSAGE,
  SEARCH_COUNT_FAILED_ALERT,
  SEARCH_FAILED_MESSAGE,
  SEARCH_LIMIT_ALERT,
  SYNC_FAILED_MESSAGE,
  RADAR_CHECK_FAILED,
  RADAR_IN_BROWSER_NOTE,
  RADAR_LIST_CHANGES_FAILED,
  RETRY_LABEL,
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
  subscription: 'Assinatura e pagamento',
  bulk: 'Consulta em lote',
  radar: 'Radar',
  network: 'Rede',
} as const;

/** A screen scenarios are grouped by. */
export type ScenarioGroup = keyof typeof SCENARIO_GROUPS;

/** What the app shows while a scenario is on. */
export interface ScenarioEffect {
  /** The behaviour, in Portuguese ("a lista fica vazia", "só registra no console"). */
  behaviour: string;
  /** The exact messages the user reads (docs/product.md#errors), from @cnpj/domain; empty when none. */
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
  tokenExpired: [
    'auth',
    'Todo token de acesso que não veio de GET /refresh responde 403.',
    'Nada visível: o app renova o token uma vez e repete a chamada.',
  ],
  refreshFails: [
    'auth',
    'GET /refresh responde 401.',
    'Na próxima renovação o usuário é desconectado (forceLogout) e volta ao login.',
  ],
  loginFails: [
    'auth',
    'POST /login responde 401.',
    'O login não conclui: banner de erro e o token e o id guardados são apagados.',
    [SYNC_FAILED_MESSAGE],
  ],
  planError: [
    'auth',
    'GET /api/users/{id} responde 500.',
    `O plano cai para G (grátis); ${SILENT}.`,
  ],
  freePlan: [
    'auth',
    'O usuário é tratado como plano G, seja qual for o plano guardado.',
    'Os bloqueios do plano grátis aparecem ao paginar, exportar e usar listas.',
    [FREE_PLAN_PAGING_ALERT, FREE_PLAN_EXPORT_ALERT, FREE_PLAN_LISTS_ALERT],
  ],
  notificationsError: [
    'home',
    'GET /api/notificacoes/{uid} responde 500.',
    'O painel de notificações mostra seu estado de erro.',
    [NOTIFICATIONS_LOAD_FAILED_MESSAGE],
  ],
  emptyNotifications: [
    'home',
    'GET /api/notificacoes/{uid} responde uma lista vazia.',
    'O painel de notificações fica vazio.',
  ],
  markReadError: [
    'home',
    'PUT /api/notificacoes/{uid}/{id}/ responde 500.',
    'O painel mostra a falha ao marcar como lida.',
    [MARK_READ_FAILED_MESSAGE],
  ],
  searchLimitReached: [
    'search',
    'A contagem de pesquisas responde 10 (limite do plano grátis).',
    'Para um usuário do plano grátis, a pesquisa não roda.',
    [SEARCH_LIMIT_ALERT],
  ],
  countError: [
    'search',
    'GET /api/pesquisas/count/{userUid} responde 500.',
    'Para um usuário do plano grátis, a pesquisa não roda (planos pagos não consultam a contagem).',
    [SEARCH_COUNT_FAILED_ALERT],
  ],
  searchError: [
    'search',
    'A chamada de pesquisa responde 500.',
    'O carregamento some e os resultados mostrados não mudam; um aviso sob o formulário diz que a pesquisa falhou, com "Tentar novamente" (a mesma pesquisa). A falha também vai para o console.',
    [SEARCH_FAILED_MESSAGE],
  ],
  emptySearch: [
    'search',
    'A pesquisa não encontra nada (total 0).',
    'A lista de resultados fica vazia.',
    [NO_RESULTS_MESSAGE],
  ],
  pageError: [
    'search',
    'GET /api/empresas/pagina/... responde 500.',
    'A página mostrada continua; um aviso sob o formulário diz que a página pedida não carregou, com "Tentar novamente" (a mesma página). A falha também vai para o console.',
    [PAGE_FAILED_MESSAGE],
  ],
  lookupsError: [
    'search',
    'UFs, cidades, CNAEs e naturezas jurídicas respondem 500.',
    'As opções desses filtros ficam vazias e um aviso sob o formulário diz que não carregaram, com "Tentar novamente" (só as que falharam). A falha também vai para o console.',
    [LOOKUPS_FAILED_MESSAGE],
  ],
  detailNotFound: [
    'detail',
    'GET /api/empresas/detalhe/{cnpj} responde 404.',
    'A tela de detalhe mostra o título e a dica de CNPJ inexistente.',
    [DETAIL_NOT_FOUND_TITLE, DETAIL_FAILED_HINT],
  ],
  detailError: [
    'detail',
    'GET /api/empresas/detalhe/{cnpj} responde 500.',
    'A tela de detalhe mostra o título e a dica de falha.',
    [DETAIL_FAILED_TITLE, DETAIL_FAILED_HINT],
  ],
  detailEmpty: [
    'detail',
    'GET /api/empresas/detalhe/{cnpj} responde 200 com null.',
    'A tela de detalhe mostra o título de empresa sem dados.',
    [DETAIL_NO_DATA_TITLE],
  ],
  partnersEmpty: [
    'detail',
    'GET /api/empresas/socios/{cnpj} responde uma lista vazia.',
    'A tabela de sócios fica vazia.',
    [NO_PARTNERS_MESSAGE],
  ],
  listsError: [
    'lists',
    'GET /api/listas responde 500.',
    'O modal de listas e a página de listas mostram a falha ao carregar; o grupo "Minhas Listas" do menu lateral diz que não carregou, com "Tentar novamente" (nunca "Nenhuma lista encontrada").',
    [LOAD_LISTS_FAILED_MESSAGE, LISTS_MENU_FAILED_MESSAGE],
  ],
  noLists: [
    'lists',
    'GET /api/listas responde uma lista vazia.',
    'A lista fica vazia (nenhuma lista).',
  ],
  createListError: [
    'lists',
    'POST /api/listas responde 500.',
    'O modal mostra a falha ao criar lista.',
    [CREATE_LIST_FAILED_MESSAGE],
  ],
  renameListError: [
    'lists',
    'PATCH /api/listas/{listId} (renomear lista, extensão) responde 500.',
    'A janela "Renomear lista" mostra a falha e continua aberta com o nome digitado.',
    [RENAME_LIST_FAILED_MESSAGE],
  ],
  renameListUnavailable: [
    'lists',
    'PATCH /api/listas/{listId} responde 404, como um backend sem essa extensão.',
    'A janela "Renomear lista" diz que este servidor não permite renomear listas; depois disso "Renomear" deixa de aparecer em "Minhas Listas".',
    [RENAME_LIST_UNAVAILABLE_MESSAGE],
  ],
  addToListError: [
    'lists',
    'POST /api/listas/{listId}/cnpjs responde 500.',
    'O modal mostra a falha ao adicionar empresas.',
    [ADD_TO_LIST_FAILED_MESSAGE],
  ],
  removeFromListError: [
    'lists',
    'DELETE /api/listas/{listId}/cnpjs/{cnpj} (retirar empresa de lista, extensão) responde 500.',
    '"Desfazer" depois de "Não contatar" diz que a empresa continua na lista; a linha segue marcada e "Desfazer" pode ser tentado de novo.',
    [NAO_CONTATAR_UNDO_FAILED],
  ],
  allError: [
    'lists',
    'GET /api/empresas/all/... responde 500.',
    '"Enviar todos para lista" não envia.',
    [LOAD_ALL_FAILED_ALERT],
  ],
  exportError: [
    'export',
    'Todo download .xlsx responde 500: a planilha da pesquisa e as duas de cada lista.',
    'Nenhum arquivo é baixado; um aviso diz que a planilha não foi baixada, com "Tentar novamente" (o mesmo arquivo): sob o formulário na pesquisa, sob a lista em "Minhas Listas" e sob as exportações na página da lista. A falha também vai para o console.',
    [EXPORT_FAILED_MESSAGE],
  ],
  updateDateForbidden: [
    'updateDate',
    'GET /api/atualizacao responde 403.',
    'As duas etiquetas de data de atualização somem.',
  ],
  updateDateMissing: [
    'updateDate',
    'GET /api/atualizacao responde sem data (null).',
    'As duas etiquetas de data de atualização somem.',
  ],
  subscriptionUnavailable: [
    'subscription',
    'GET /api/planos, POST /api/assinaturas/checkout e GET /api/assinaturas/atual respondem 404, como um backend sem essas extensões.',
    '"Minha Assinatura" diz o que não pôde mostrar e oferece a página de pagamento configurada (VITE_SUBSCRIBE_URL) ou, sem ela, o e-mail de contato.',
    [PLANS_UNAVAILABLE_MESSAGE, SUBSCRIPTION_DETAILS_UNAVAILABLE_MESSAGE],
  ],
  subscriptionError: [
    'subscription',
    'GET /api/planos, GET /api/assinaturas/atual e POST /api/assinaturas/checkout respondem 500.',
    '"Minha Assinatura" mostra a falha com "Tentar novamente"; "Assinar" avisa que o pagamento não abriu.',
    [PLANS_FAILED_MESSAGE, SUBSCRIPTION_FAILED_MESSAGE, CHECKOUT_FAILED_MESSAGE],
  ],
  checkoutFails: [
    'subscription',
    'A página de pagamento do provedor recusa o pagamento e devolve o usuário ao app.',
    '"Minha Assinatura" diz que o pagamento não foi concluído e oferece "Tentar novamente" com o mesmo plano.',
    [PAYMENT_NOT_COMPLETED_TITLE, PAYMENT_NOT_COMPLETED_HINT],
  ],
  subscriptionOverdue: [
    'subscription',
    'GET /api/assinaturas/atual responde status em_atraso, com a fatura mais recente vencida.',
    'Um aviso em todas as páginas, com "Pagar agora"; a assinatura aparece "Em atraso".',
    [OVERDUE_BANNER_TITLE, OVERDUE_BANNER_MESSAGE],
  ],
  subscriptionCancelled: [
    'subscription',
    'GET /api/assinaturas/atual responde status cancelada.',
    '"Minha Assinatura" mostra a assinatura cancelada e até quando o plano continua; sem "Cancelar assinatura".',
  ],
  bulkUnavailable: [
    'bulk',
    'POST /api/empresas/lote responde 404, como um backend sem essa extensão.',
    '"Consultar CNPJs em lote" avisa e consulta o detalhe de cada CNPJ, até 4 por vez, com o progresso ("123 de 800") e "Cancelar".',
    [BULK_FALLBACK_NOTICE],
  ],
  bulkPartialFailure: [
    'bulk',
    'POST /api/empresas/lote responde 404 e o detalhe de cerca de 1 CNPJ em 4 responde 500, sempre os mesmos.',
    'Cada falha é repetida uma vez; depois o CNPJ fica como "Falhou" e "Tentar de novo as que falharam" repete só essas.',
    [BULK_FALLBACK_NOTICE],
  ],
  bulkSlow: [
    'bulk',
    'POST /api/empresas/lote e o detalhe de cada empresa respondem depois de 300 ms (um quinto de MOCK_SLOW_MS).',
    'A consulta em lote mostra o progresso devagar, o que permite cancelar no meio.',
  ],
  rowExtensionMissing: [
    'search',
    'As empresas das pesquisas, das listas e da consulta em lote vêm sem CEP, tipo de logradouro, complemento, porte e capital, como de um backend sem essa extensão.',
    'O arquivo para CRM deixa de fora as colunas que só esses dados preenchem e o diálogo diz quais ficaram de fora.',
  ],
  capabilitiesUnavailable: [
    'search',
    'GET /api/capacidades responde 404 e a pesquisa ignora os critérios extras, como um backend sem essa extensão.',
    '"Só matriz", "Somente com celular", "Ocultar empresas que já estão nas minhas listas" e a lista "Não contatar" valem só para as empresas da página exibida, com o aviso abaixo; o total não muda.',
    [PAGE_ONLY_FILTER],
  ],
  savedSearchesMissing: [
    'search',
    'GET, PUT e DELETE /api/pesquisas-salvas respondem 404, como um backend sem essa extensão.',
    'As pesquisas salvas ficam neste navegador, separadas por usuário; a janela "Pesquisas salvas" diz isso e oferece exportar e importar um arquivo.',
    [SAVED_SEARCHES_IN_BROWSER],
  ],
  savedSearchesError: [
    'search',
    'GET, PUT e DELETE /api/pesquisas-salvas respondem 500.',
    'A janela "Pesquisas salvas" diz que não carregou, com "Tentar novamente"; salvar ou excluir avisa a falha e nada muda.',
    [SAVED_SEARCHES_LOAD_FAILED, SAVED_SEARCH_CHANGE_FAILED],
  ],
  radarMissing: [
    'radar',
    'Toda chamada /api/radar responde 404, como um backend sem a extensão do Radar.',
    'Os monitores ficam neste navegador, separados por usuário, e são verificados quando o usuário entra depois de uma nova base; cada verificação lê no máximo 5 páginas e diz onde parou. A página do Radar diz isso.',
    [RADAR_IN_BROWSER_NOTE],
  ],
  radarError: [
    'radar',
    'GET /api/radar/monitores/{monitorId}/novas (a verificação de um monitor) responde 500.',
    'O monitor diz que não foi verificado, com "Tentar novamente"; as empresas que já estavam na fila continuam nela.',
    [RADAR_CHECK_FAILED, RETRY_LABEL],
  ],
  radarChangesError: [
    'radar',
    'GET /api/radar/listas/{listId}/mudancas responde 500.',
    'A seção "o que mudou nas minhas listas" diz que não carregou, com "Tentar novamente".',
    [RADAR_LIST_CHANGES_FAILED],
  ],
  networkError: [
    'network',
    'A conexão cai sem resposta (falha de rede).',
    'Toda chamada falha como erro de rede; o texto "Network Error" só vai para o console e cada tela mostra sua própria falha (ao entrar, no início, nas listas, no menu lateral e no detalhe).',
    [
      SYNC_FAILED_MESSAGE,
      NOTIFICATIONS_LOAD_FAILED_MESSAGE,
      LOAD_LISTS_FAILED_MESSAGE,
      LISTS_MENU_FAILED_MESSAGE,
      DETAIL_FAILED_TITLE,
      DETAIL_FAILED_HINT,
    ],
  ],
  slow: [
    'network',
    'Toda resposta atrasa MOCK_SLOW_MS (1500 ms por padrão).',
    'Os estados de carregamento ficam visíveis.',
  ],
};

/** Every scenario with its group, description and effect, in the order of scenarios.ts. */
export const scenarioCatalog: readonly ScenarioInfo[] = scenarios.map(({ name }) => {
  const [group, description, behaviour, messages = []] = CATALOG[name];
  return { name, group, description, effect: { behaviour, messages } };
});
