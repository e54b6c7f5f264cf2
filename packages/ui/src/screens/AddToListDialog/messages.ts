// The modal's own texts. Its failures and validation are the product's words and live in the domain
// under their one name (ADD_TO_LIST_FAILED_MESSAGE, CREATE_LIST_FAILED_MESSAGE, ...); the product does
// not word the success messages, so they are ours.

/** Shown after a successful add, before the modal closes itself (docs/product.md#states-and-transitions). */
export const ADDED_MESSAGE = 'Empresas adicionadas à lista com sucesso!';
/** Shown after a list is created and selected (docs/product.md#states-and-transitions). */
export const CREATED_MESSAGE = 'Lista criada com sucesso!';
