// The add-to-list modal and the lists page, word for word from docs/product.md#errors and #validation.

/** docs/product.md#errors: the lists failed to load. */
export const LOAD_LISTS_FAILED_MESSAGE = 'Falha ao carregar suas listas. Tente novamente.';
/** docs/product.md#errors, #validation: adding with no list chosen. */
export const SELECT_LIST_MESSAGE = 'Por favor, selecione uma lista.';
/** docs/product.md#errors: adding the companies to the list failed. */
export const ADD_TO_LIST_FAILED_MESSAGE = 'Falha ao adicionar empresas à lista. Tente novamente.';
/** docs/product.md#errors: creating the list failed. */
export const CREATE_LIST_FAILED_MESSAGE = 'Falha ao criar lista. Tente novamente.';
/** docs/product.md#errors, #validation: creating a list with a blank name. */
export const BLANK_LIST_NAME_MESSAGE = 'Por favor, informe um nome para a lista.';
