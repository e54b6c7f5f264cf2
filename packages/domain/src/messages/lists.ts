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
/** docs/product.md#layout: the side menu's lists group and the lists page while the lists are first read. */
export const LISTS_LOADING_TEXT = 'Carregando listas...';
/** docs/product.md#layout: the lists were read and the user has none. */
export const NO_LISTS_MESSAGE = 'Nenhuma lista encontrada';
/** docs/product.md#errors: the side menu's lists group when the lists could not be read (never "none found"). */
export const LISTS_MENU_FAILED_MESSAGE = 'Não foi possível carregar as listas.';
/** docs/product.md#my-lists: renaming a list failed. */
export const RENAME_LIST_FAILED_MESSAGE = 'Não foi possível renomear a lista. Tente novamente.';
/** docs/product.md#my-lists: the backend has no rename (the extension answered 404). */
export const RENAME_LIST_UNAVAILABLE_MESSAGE =
  'Este servidor não permite renomear listas. O nome continua o mesmo.';
