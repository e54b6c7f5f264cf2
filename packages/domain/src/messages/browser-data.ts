// docs/product.md#saved-searches and #entities: what the browser keeps for a user, and the saved
// searches a backend may keep instead, in the words the screens and the QA console show.

/** The saved searches are kept by the backend (the extension answered). */
export const SAVED_SEARCHES_IN_ACCOUNT =
  'Suas pesquisas salvas ficam na sua conta e aparecem em qualquer navegador em que você entrar.';

/** The saved searches live in this browser only (the backend has no extension for them). */
export const SAVED_SEARCHES_IN_BROWSER =
  'Suas pesquisas salvas ficam guardadas neste navegador, só para você: não aparecem em outro computador. Exporte-as para um arquivo e importe-o em outro navegador para levá-las.';

/** The saved searches could not be read from the backend. */
export const SAVED_SEARCHES_LOAD_FAILED =
  'Não foi possível carregar suas pesquisas salvas. Tente novamente.';

/** Saving or deleting a saved search failed at the backend. */
export const SAVED_SEARCH_CHANGE_FAILED =
  'Não foi possível alterar suas pesquisas salvas. Tente novamente.';

/** The title of what the browser keeps for the user (user details page). */
export const BROWSER_DATA_TITLE = 'Dados guardados neste navegador';

/** What the browser keeps for the user, and how to take it elsewhere. */
export const BROWSER_DATA_DESCRIPTION =
  'As empresas que você marcou como "Não contatar" ou pôs em listas por este navegador, suas preferências e, quando o servidor não as guarda, suas pesquisas salvas ficam neste navegador, só para você. Exporte-as para um arquivo e importe-o em outro navegador para levá-las.';

/** A file that is not an export of this browser's data. */
export const BROWSER_DATA_IMPORT_FAILED =
  'Não foi possível importar: o arquivo não é uma exportação de dados deste sistema.';

/** The import went through. */
export const BROWSER_DATA_IMPORTED = 'Dados importados para este navegador.';
