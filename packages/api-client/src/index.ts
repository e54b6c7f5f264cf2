// The public surface of the API client: transport only (see the package README). Types and rules
// come from @cnpj/domain.
export {
  ACCESS_TOKEN_KEY,
  USER_ID_KEY,
  browserTokenStore,
  memoryTokenStore,
  type TokenStore,
} from './token-store';
export { createApiClient, type ApiClient, type ApiClientOptions } from './client';
export { FORCE_LOGOUT_EVENT } from './refresher';
export { ApiError, NetworkError, NotSignedInError, isNetworkError, isNotFound } from './errors';
export {
  SEARCH_EXPORT_FILENAME,
  saveFile,
  type DownloadedFile,
  type SaveFileEnvironment,
} from './downloads';
export type { SearchRef, SearchPageRef } from './calls/search';
export { isAborted, type TransferOptions, type TransferProgress } from './transfer';
export type { ListaPage } from './calls/listas';
