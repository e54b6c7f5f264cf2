// The modal's texts. Failures and validation are word for word from SPEC §5, §6 and §8; SPEC does not word
// the success messages, so they are ours.

/** SPEC §5: adding with no list chosen. */
export const SELECT_LIST_MESSAGE = 'Por favor, selecione uma lista.';
/** SPEC §5: creating with a blank name. */
export const BLANK_NAME_MESSAGE = 'Por favor, informe um nome para a lista.';
/** SPEC §8: loading the lists failed. */
export const LOAD_LISTS_FAILED_MESSAGE = 'Falha ao carregar suas listas. Tente novamente.';
/** SPEC §8: adding the companies failed. */
export const ADD_FAILED_MESSAGE = 'Falha ao adicionar empresas à lista. Tente novamente.';
/** SPEC §8: creating the list failed. */
export const CREATE_FAILED_MESSAGE = 'Falha ao criar lista. Tente novamente.';
/** SPEC §6: lists are blocked on the free plan. */
export const FREE_PLAN_LISTS_MESSAGE = 'Você está no plano Grátis. Assine para poder gerar listas.';
/** Shown after a successful add, before the modal closes itself (SPEC §4). */
export const ADDED_MESSAGE = 'Empresas adicionadas à lista com sucesso!';
/** Shown after a list is created and selected (SPEC §4). */
export const CREATED_MESSAGE = 'Lista criada com sucesso!';
