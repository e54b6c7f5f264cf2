// The search screen's own texts (docs/product.md#search). The alerts its rules answer with live with
// the rules, in @cnpj/domain.

/** docs/product.md#search: results empty. */
export const NO_RESULTS_MESSAGE = 'Nenhuma empresa encontrada';
/** docs/product.md#search: the loading overlay's title. */
export const LOADING_TITLE = 'CARREGANDO EMPRESAS...';
