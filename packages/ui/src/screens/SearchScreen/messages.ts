// The search screen's own texts (docs/product.md#search). The alerts its rules answer with live with
// the rules, in @cnpj/domain.

/** docs/product.md#search: results empty (the text lives in the domain: the mock's QA console quotes it). */
export { NO_RESULTS_MESSAGE } from '@cnpj/domain';
/** docs/product.md#search: the loading overlay's title. */
export const LOADING_TITLE = 'CARREGANDO EMPRESAS...';
/** docs/product.md#search "Results in the URL": a page the address named can no longer be reopened. */
export const SEARCH_EXPIRED_TITLE = 'Esta pesquisa não está mais disponível';
/** docs/product.md#search "Results in the URL": what to do then (the filters are kept). */
export const SEARCH_EXPIRED_HINT =
  'Os filtros foram mantidos. Clique em Pesquisar para ver os resultados novamente.';
