// The headings, the hint and the empty tables of /detalhes/{cnpj}, word for word from
// docs/product.md#errors.

/** docs/product.md#errors: the detail call answered 404. */
export const DETAIL_NOT_FOUND_TITLE = 'CNPJ não encontrado';
/** docs/product.md#errors: the detail call failed any other way. */
export const DETAIL_FAILED_TITLE = 'Falha ao buscar detalhes da empresa';
/** docs/product.md#errors: the hint under both failure headings. */
export const DETAIL_FAILED_HINT = 'Verifique o CNPJ informado e tente novamente.';
/** docs/product.md#errors: the detail call returned no data. */
export const DETAIL_NO_DATA_TITLE = 'Empresa não encontrada';
/** docs/product.md#errors: the Partners table is empty. */
export const NO_PARTNERS_MESSAGE = 'Nenhum sócio cadastrado.';
/** docs/product.md#errors: the Linked Companies table is empty. */
export const NO_LINKED_COMPANIES_MESSAGE = 'Nenhuma empresa vinculada.';
/** docs/product.md#errors: the address holds no valid CNPJ, so nothing is asked of the backend. */
export const DETAIL_INVALID_TITLE = 'CNPJ inválido';
/** docs/product.md#errors: the hint under "CNPJ inválido". */
export const DETAIL_INVALID_HINT =
  'O endereço não traz um CNPJ válido. Confira os 14 caracteres e os dígitos verificadores, ou pesquise outro CNPJ.';
