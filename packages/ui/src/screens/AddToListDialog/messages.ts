// The modal's texts. Failures and validation are word for word from docs/product.md#validation, #plans-and-permissions, #errors, and live in
// the domain (the mock's QA console quotes them too); the product does not word the success messages, so they are ours.

export {
  ADD_TO_LIST_FAILED_MESSAGE as ADD_FAILED_MESSAGE,
  BLANK_LIST_NAME_MESSAGE as BLANK_NAME_MESSAGE,
  CREATE_LIST_FAILED_MESSAGE as CREATE_FAILED_MESSAGE,
  FREE_PLAN_LISTS_ALERT as FREE_PLAN_LISTS_MESSAGE,
  LOAD_LISTS_FAILED_MESSAGE,
  SELECT_LIST_MESSAGE,
} from '@cnpj/domain';
/** Shown after a successful add, before the modal closes itself (docs/product.md#states-and-transitions). */
export const ADDED_MESSAGE = 'Empresas adicionadas à lista com sucesso!';
/** Shown after a list is created and selected (docs/product.md#states-and-transitions). */
export const CREATED_MESSAGE = 'Lista criada com sucesso!';
