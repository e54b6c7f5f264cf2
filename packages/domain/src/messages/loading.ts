/** docs/product.md#screens-and-routes: the fallback text while a lazily loaded page's code loads. */
export const PAGE_LOADING_TEXT = 'Loading page...';
/** docs/product.md#screens-and-routes access rules: the text while the sign-in state resolves. */
export const AUTH_LOADING_TEXT = 'Carregando...';
/** The button that reads again what failed to load (the side menu's lists, the lists page). */
export const RETRY_LABEL = 'Tentar novamente';
/**
 * docs/product.md#screens-and-routes: a page whose code could not be loaded (the network gone, or
 * the app updated since the tab opened) or that failed to draw, with "Tentar novamente".
 */
export const PAGE_FAILED_TITLE = 'Não foi possível carregar a página.';
/** The hint under PAGE_FAILED_TITLE. */
export const PAGE_FAILED_HINT = 'Verifique sua conexão e tente novamente.';
