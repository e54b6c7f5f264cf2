// The search screen's alerts and its empty results, word for word from docs/product.md#errors and
// #validation.

/** docs/product.md#validation: search without a UF or without any other filter. */
export const MISSING_FILTERS_ALERT = 'Por favor, selecione uma UF e ao menos um outro filtro.';
/** docs/product.md#validation: inline message under the CEP field. */
export const CEP_INVALID_MESSAGE = 'CEP inválido.';
/** docs/product.md#validation: alert when a search is attempted with an invalid CEP. */
export const CEP_INVALID_ALERT = 'O CEP informado é inválido.';
/** docs/product.md#errors: the search-count check failed. */
export const SEARCH_COUNT_FAILED_ALERT =
  'Não foi possível verificar seu limite de pesquisas. Tente novamente.';
/** docs/product.md#errors: "Enviar todos para lista" with no results. */
export const NO_RESULTS_TO_SEND_ALERT = 'Não há resultados para enviar à lista.';
/** docs/product.md#errors: "Enviar todos para lista" without a search id. */
export const MISSING_SEARCH_ID_ALERT = 'ID da pesquisa não encontrado. Realize uma nova pesquisa.';
/** docs/product.md#errors: loading every result for "Enviar todos para lista" failed. */
export const LOAD_ALL_FAILED_ALERT = 'Erro ao carregar todos os resultados. Tente novamente.';

/** docs/product.md#search: a search that found nothing. */
export const NO_RESULTS_MESSAGE = 'Nenhuma empresa encontrada';

/**
 * docs/product.md#search "The search shown": beside the results while the form holds filters that
 * were not searched, so nobody reads the rows as the answer to the filters in the form.
 */
export const FILTERS_CHANGED_NOTICE =
  'Os filtros foram alterados. Clique em Pesquisar para atualizar os resultados.';

// docs/product.md#errors "Failures are told": the seed only logged these failures; each is now also
// said where the action was, calmly, with a retry (decision 033).
/** A search the backend did not answer. */
export const SEARCH_FAILED_MESSAGE = 'Não foi possível concluir a pesquisa. Tente novamente.';
/** A page of results that could not be loaded. */
export const PAGE_FAILED_MESSAGE =
  'Não foi possível carregar esta página de resultados. Tente novamente.';
/** An Excel download that failed (not one the user cancelled). */
export const EXPORT_FAILED_MESSAGE = 'Não foi possível baixar a planilha. Tente novamente.';
/** The filters' reference data (UFs, cities, CNAEs, legal natures) could not be loaded. */
export const LOOKUPS_FAILED_MESSAGE =
  'Não foi possível carregar as opções dos filtros. Tente novamente.';

/** docs/product.md#search: the question before leaving the page with something to lose. */
export const LEAVE_SEARCH_TITLE = 'Sair da pesquisa?';

/** docs/product.md#search: the loading overlay's title. */
export const LOADING_TITLE = 'CARREGANDO EMPRESAS...';
/** docs/product.md#search "Results in the URL": a page the address named can no longer be reopened. */
export const SEARCH_EXPIRED_TITLE = 'Esta pesquisa não está mais disponível';
/** docs/product.md#search "Results in the URL": what to do then (the filters are kept). */
export const SEARCH_EXPIRED_HINT =
  'Os filtros foram mantidos. Clique em Pesquisar para ver os resultados novamente.';
