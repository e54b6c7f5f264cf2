// The product's texts that business rules answer with, word for word from docs/product.md, so the
// screens, the app and the tests can never drift apart.

/** docs/product.md#validation: search without a UF or without any other filter. */
export const MISSING_FILTERS_ALERT = 'Por favor, selecione uma UF e ao menos um outro filtro.';
/** docs/product.md#validation: inline message under the CEP field. */
export const CEP_INVALID_MESSAGE = 'CEP inválido.';
/** docs/product.md#validation: alert when a search is attempted with an invalid CEP. */
export const CEP_INVALID_ALERT = 'O CEP informado é inválido.';
/** docs/product.md#plans-and-permissions: free plan, paging. */
export const FREE_PLAN_PAGING_ALERT =
  'Você está no plano Grátis. Apenas os 50 primeiros resultados estão disponíveis. Assine para ter acesso completo.';
/** docs/product.md#plans-and-permissions: free plan, Excel export. */
export const FREE_PLAN_EXPORT_ALERT =
  'Você está no plano Grátis. Faça um upgrade para exportar suas pesquisas para Excel.';
/** docs/product.md#plans-and-permissions: free plan, lists. */
export const FREE_PLAN_LISTS_ALERT = 'Você está no plano Grátis. Assine para poder gerar listas.';
/** docs/product.md#plans-and-permissions: free plan, 10 searches. */
export const SEARCH_LIMIT_ALERT =
  'Você atingiu o limite de 10 pesquisas do plano grátis. Faça um upgrade para continuar pesquisando.';
/** docs/product.md#errors: the search-count check failed. */
export const SEARCH_COUNT_FAILED_ALERT = 'Não foi possível verificar seu limite de pesquisas. Tente novamente.';
/** docs/product.md#errors: "Enviar todos para lista" with no results. */
export const NO_RESULTS_TO_SEND_ALERT = 'Não há resultados para enviar à lista.';
/** docs/product.md#errors: "Enviar todos para lista" without a search id. */
export const MISSING_SEARCH_ID_ALERT = 'ID da pesquisa não encontrado. Realize uma nova pesquisa.';
/** docs/product.md#errors: loading every result for "Enviar todos para lista" failed. */
export const LOAD_ALL_FAILED_ALERT = 'Erro ao carregar todos os resultados. Tente novamente.';
/** docs/product.md#validation: signup, the confirmation differs. */
export const PASSWORD_MISMATCH_MESSAGE = 'A senha não confere com a confirmação.';
/** docs/product.md#validation: signup, the password is too short. */
export const PASSWORD_TOO_SHORT_MESSAGE = 'A senha deve ter pelo menos 6 caracteres.';
/** docs/product.md#validation: the lookup's CNPJ has the wrong length. */
export const CNPJ_LENGTH_MESSAGE = 'CNPJ deve conter 14 dígitos';
