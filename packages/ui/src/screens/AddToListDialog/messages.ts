// The modal's texts. Failures and validation are word for word from docs/product.md#validation, #plans-and-permissions, #errors; the product does not word
// the success messages, so they are ours.

/** docs/product.md#validation: adding with no list chosen. */
export const SELECT_LIST_MESSAGE = 'Por favor, selecione uma lista.';
/** docs/product.md#validation: creating with a blank name. */
export const BLANK_NAME_MESSAGE = 'Por favor, informe um nome para a lista.';
/** docs/product.md#errors: loading the lists failed. */
export const LOAD_LISTS_FAILED_MESSAGE = 'Falha ao carregar suas listas. Tente novamente.';
/** docs/product.md#errors: adding the companies failed. */
export const ADD_FAILED_MESSAGE = 'Falha ao adicionar empresas à lista. Tente novamente.';
/** docs/product.md#errors: creating the list failed. */
export const CREATE_FAILED_MESSAGE = 'Falha ao criar lista. Tente novamente.';
/** docs/product.md#plans-and-permissions: lists are blocked on the free plan. */
export const FREE_PLAN_LISTS_MESSAGE = 'Você está no plano Grátis. Assine para poder gerar listas.';
/** Shown after a successful add, before the modal closes itself (docs/product.md#states-and-transitions). */
export const ADDED_MESSAGE = 'Empresas adicionadas à lista com sucesso!';
/** Shown after a list is created and selected (docs/product.md#states-and-transitions). */
export const CREATED_MESSAGE = 'Lista criada com sucesso!';
