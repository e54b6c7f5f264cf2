// The page for an address the signed-in app does not have (docs/product.md#screens-and-routes).

/** docs/product.md#errors: an unknown address inside the signed-in app; also the tab's name. */
export const NOT_FOUND_TITLE = 'Página não encontrada';
/** docs/product.md#errors: the hint under "Página não encontrada", above the ways onward. */
export const NOT_FOUND_HINT =
  'O endereço aberto não existe. Confira o link ou siga para uma das páginas abaixo.';
