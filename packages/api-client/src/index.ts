// The public surface of the typed API client (see the package README).
export type * from './types';
export * from './enums';
export { ACCESS_TOKEN_KEY, USER_ID_KEY, browserTokenStore, memoryTokenStore, type TokenStore } from './token-store';
export { createApiClient, type ApiClient, type ApiClientOptions } from './client';
export { ApiError, NetworkError, NETWORK_ERROR_MESSAGE, isNetworkError, isNotFound } from './errors';
export {
  SEARCH_EXPORT_FILENAME,
  listExportFilename,
  listPartnerEmailsFilename,
  saveFile,
  type DownloadedFile,
  type SaveFileEnvironment,
} from './downloads';
export { buildSearchPath, encodeSegment } from './search-path';
export { toSearchSegments, EMPTY_SEGMENT } from './search-segments';
export { stripAccents } from './strip-accents';
export { PAGE_SIZE } from './constants';
export type { SearchRef, SearchPageRef } from './calls/search';
export type { ListaPage } from './calls/listas';
export type { components, operations, paths } from './schema';
