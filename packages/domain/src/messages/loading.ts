/** docs/product.md#screens-and-routes: the fallback text while a lazily loaded page's code loads. */
export const PAGE_LOADING_TEXT = 'Loading page...';
/** docs/product.md#screens-and-routes access rules: the text while the sign-in state resolves. */
export const AUTH_LOADING_TEXT = 'Carregando...';
/** The button that reads again what failed to load (the side menu's lists, the lists page). */
export const RETRY_LABEL = 'Tentar novamente';
