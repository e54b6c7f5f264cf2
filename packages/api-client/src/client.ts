// The client factory: openapi-fetch over the generated `paths`, with credentials, JSON, the Bearer
// header, the refresh-once rule and "Network Error" (docs/product.md#calls, #errors).
import createClient from 'openapi-fetch';
import { createAuthMiddleware } from './auth-middleware';
import { assinaturaCalls, type AssinaturaCalls } from './calls/assinaturas';
import { atualizacaoCalls, type AtualizacaoCalls } from './calls/atualizacao';
import { authCalls, type AuthCalls } from './calls/auth';
import { empresaCalls, type EmpresaCalls } from './calls/empresas';
import { listaCalls, type ListaCalls } from './calls/listas';
import { loteCalls, type LoteCalls } from './calls/lote';
import { lookupCalls, type LookupCalls } from './calls/lookups';
import { pesquisaSalvaCalls, type PesquisaSalvaCalls } from './calls/pesquisas-salvas';
import { radarCalls, type RadarCalls } from './calls/radar';
import { searchCalls, type SearchCalls } from './calls/search';
import { statsCalls, type StatsCalls } from './calls/stats';
import { userCalls, type UserCalls } from './calls/users';
import { withNetworkErrors } from './errors';
import { createRefreshMiddleware } from './refresh-middleware';
import { createRefresher, dispatchForceLogout } from './refresher';
import type { paths } from '@cnpj/domain';
import type { TokenStore } from './token-store';

/** How to reach the backend and keep its session. */
export interface ApiClientOptions {
  /** The backend API base, e.g. https://api.example.com (no trailing slash needed). */
  baseUrl: string;
  tokenStore: TokenStore;
  /** Defaults to the global fetch, looked up on each call (so test interceptors apply). */
  fetch?: typeof fetch;
  /** Called once when /refresh answers 401; defaults to dispatching the forceLogout event. */
  onForceLogout?: () => void;
}

/** Every call of the contract, typed from it. Failures throw ApiError or Error('Network Error'). */
export type ApiClient = AuthCalls &
  UserCalls &
  LookupCalls &
  SearchCalls &
  ListaCalls &
  EmpresaCalls &
  LoteCalls &
  PesquisaSalvaCalls &
  AtualizacaoCalls &
  StatsCalls &
  AssinaturaCalls &
  RadarCalls;

/** A client for one backend. */
export function createApiClient(options: ApiClientOptions): ApiClient {
  const baseUrl = options.baseUrl.replace(/\/+$/, '');
  const send = withNetworkErrors((input, init) => (options.fetch ?? globalThis.fetch)(input, init));
  const http = createClient<paths>({
    baseUrl,
    fetch: send,
    credentials: 'include',
    headers: { 'Content-Type': 'application/json' },
  });
  const refresher = createRefresher({
    baseUrl,
    tokenStore: options.tokenStore,
    fetch: send,
    onForceLogout: options.onForceLogout ?? dispatchForceLogout,
  });
  // Order matters: the refresh middleware copies the request after the Bearer header is set.
  http.use(createAuthMiddleware(options.tokenStore));
  http.use(createRefreshMiddleware({ refresher, tokenStore: options.tokenStore }));
  const context = { http, tokenStore: options.tokenStore };
  return {
    ...authCalls(context),
    ...userCalls(context),
    ...lookupCalls(context),
    ...searchCalls(context),
    ...listaCalls(context),
    ...empresaCalls(context),
    ...loteCalls(context),
    ...pesquisaSalvaCalls(context),
    ...atualizacaoCalls(context),
    ...statsCalls(context),
    ...assinaturaCalls(context),
    ...radarCalls(context),
  };
}
