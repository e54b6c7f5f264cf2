// The alert texts of the search screen, word for word from SPEC §5, §6 and §8, so the screen and the
// app that binds it can never drift apart.

/** SPEC §5: search without a UF or without any other filter. */
export const MISSING_FILTERS_ALERT = 'Por favor, selecione uma UF e ao menos um outro filtro.';
/** SPEC §5: inline message under the CEP field. */
export const CEP_INVALID_MESSAGE = 'CEP inválido.';
/** SPEC §5: alert when a search is attempted with an invalid CEP. */
export const CEP_INVALID_ALERT = 'O CEP informado é inválido.';
/** SPEC §6: free plan, paging. */
export const FREE_PLAN_PAGING_ALERT =
  'Você está no plano Grátis. Apenas os 50 primeiros resultados estão disponíveis. Assine para ter acesso completo.';
/** SPEC §6: free plan, Excel export. */
export const FREE_PLAN_EXPORT_ALERT =
  'Você está no plano Grátis. Faça um upgrade para exportar suas pesquisas para Excel.';
/** SPEC §6: free plan, lists. */
export const FREE_PLAN_LISTS_ALERT = 'Você está no plano Grátis. Assine para poder gerar listas.';
/** SPEC §6: free plan, 10 searches. */
export const SEARCH_LIMIT_ALERT =
  'Você atingiu o limite de 10 pesquisas do plano grátis. Faça um upgrade para continuar pesquisando.';
/** SPEC §8: the search-count check failed. */
export const SEARCH_COUNT_FAILED_ALERT = 'Não foi possível verificar seu limite de pesquisas. Tente novamente.';
/** SPEC §8: "Enviar todos para lista" with no results. */
export const NO_RESULTS_TO_SEND_ALERT = 'Não há resultados para enviar à lista.';
/** SPEC §8: "Enviar todos para lista" without a search id. */
export const MISSING_SEARCH_ID_ALERT = 'ID da pesquisa não encontrado. Realize uma nova pesquisa.';
/** SPEC §8: loading every result for "Enviar todos para lista" failed. */
export const LOAD_ALL_FAILED_ALERT = 'Erro ao carregar todos os resultados. Tente novamente.';
/** SPEC §2: results empty. */
export const NO_RESULTS_MESSAGE = 'Nenhuma empresa encontrada';
/** SPEC §2: the loading overlay's title. */
export const LOADING_TITLE = 'CARREGANDO EMPRESAS...';
