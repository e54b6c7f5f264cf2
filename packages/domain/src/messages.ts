// The search screen's alerts, word for word from docs/product.md, so the screen, the app and the
// tests can never drift apart. Texts that belong to one rule live with it (signup.ts, cnpj.ts,
// free-plan.ts), so a page that needs only that rule loads only its texts.

/** docs/product.md#validation: search without a UF or without any other filter. */
export const MISSING_FILTERS_ALERT = 'Por favor, selecione uma UF e ao menos um outro filtro.';
/** docs/product.md#validation: inline message under the CEP field. */
export const CEP_INVALID_MESSAGE = 'CEP inválido.';
/** docs/product.md#validation: alert when a search is attempted with an invalid CEP. */
export const CEP_INVALID_ALERT = 'O CEP informado é inválido.';
/** docs/product.md#errors: the search-count check failed. */
export const SEARCH_COUNT_FAILED_ALERT = 'Não foi possível verificar seu limite de pesquisas. Tente novamente.';
/** docs/product.md#errors: "Enviar todos para lista" with no results. */
export const NO_RESULTS_TO_SEND_ALERT = 'Não há resultados para enviar à lista.';
/** docs/product.md#errors: "Enviar todos para lista" without a search id. */
export const MISSING_SEARCH_ID_ALERT = 'ID da pesquisa não encontrado. Realize uma nova pesquisa.';
/** docs/product.md#errors: loading every result for "Enviar todos para lista" failed. */
export const LOAD_ALL_FAILED_ALERT = 'Erro ao carregar todos os resultados. Tente novamente.';

// The rest of the error catalogue (docs/product.md#errors), grouped by screen. The kit, the app and the
// client show or throw these; the mock's QA console quotes them, so they live here, where all can import.

// Auth: the banners of the login, signup and logout flows.
/** docs/product.md#errors: the backend login (POST /login) after sign-in failed. */
export const SYNC_FAILED_MESSAGE = 'Falha ao sincronizar com o servidor.';
/** docs/product.md#errors: e-mail sign-in failed. */
export const SIGN_IN_FAILED_MESSAGE = 'Falha ao autenticar. Por favor verifique seu email e senha.';
/** docs/product.md#errors: sign-up failed. */
export const SIGN_UP_FAILED_MESSAGE = 'Falha ao criar conta. Verifique se o e-mail já está em uso na plataforma.';
/** docs/product.md#errors: Google sign-in failed. */
export const GOOGLE_SIGN_IN_FAILED_MESSAGE = 'Falha ao acessar com o Google.';
/** docs/product.md#errors: logout failed. */
export const LOGOUT_FAILED_MESSAGE = 'Falha ao sair.';

// Home: the notifications panel (the product words these in English).
/** docs/product.md#errors: the notifications failed to load (the panel's error state). */
export const NOTIFICATIONS_LOAD_FAILED_MESSAGE = 'Failed to load messages.';
/** docs/product.md#errors: marking a notification as read failed. */
export const MARK_READ_FAILED_MESSAGE = 'Failed to mark notification as read. Please try again.';

// Lists: the add-to-list modal and the lists page.
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

// Search: the results area.
/** docs/product.md#search: a search that found nothing. */
export const NO_RESULTS_MESSAGE = 'Nenhuma empresa encontrada';

// Detail: the headings, the hint and the empty tables of /detalhes/{cnpj}.
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

// Network: the client's transport failure.
/** docs/product.md#errors: the message of every network-level failure (the screens show their own failure instead). */
export const NETWORK_ERROR_MESSAGE = 'Network Error';
