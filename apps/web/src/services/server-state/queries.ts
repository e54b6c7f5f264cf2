// Every server read of the signed-in app, as query options: one key per resource, so every view of
// a resource shares one cache entry (the side menu, the lists page and the add-to-list dialog read
// one lists query). Reference data is kept for the session; user data revalidates when a view opens.
import { ApiError, isNotFound } from '@cnpj/api-client';
import { NOTIFICATIONS_LOAD_FAILED_MESSAGE, type UfSigla } from '@cnpj/domain';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../api';
import { keys } from './keys';

/** Reference data changes with the register's monthly update, not while a user works. */
const SESSION = { staleTime: Infinity, gcTime: Infinity } as const;

/** docs/product.md#calls lookups: failures only logged; the pickers stay empty. */
export const lookupQueries = {
  ufs: () =>
    queryOptions({
      queryKey: keys.ufs,
      queryFn: () => api.listUfs(),
      ...SESSION,
      meta: { logAs: 'Failed to load UFs' },
    }),
  cnaes: () =>
    queryOptions({
      queryKey: keys.cnaes,
      queryFn: () => api.listCnaes(),
      ...SESSION,
      meta: { logAs: 'Failed to load CNAEs' },
    }),
  naturezas: () =>
    queryOptions({
      queryKey: keys.naturezas,
      queryFn: () => api.listNaturezas(),
      ...SESSION,
      meta: { logAs: 'Failed to load naturezas' },
    }),
  municipios: (uf: UfSigla | '') =>
    queryOptions({
      queryKey: keys.municipios(uf),
      queryFn: () => api.listMunicipios(uf as UfSigla),
      enabled: uf !== '',
      ...SESSION,
      meta: { logAs: `Failed to load the cities of ${uf}` },
    }),
};

/** GET /api/listas: the one lists query every view shares. */
export const listasQuery = (enabled: boolean) =>
  queryOptions({
    queryKey: keys.listas,
    queryFn: () => api.listListas(),
    enabled,
    meta: { logAs: 'Failed to load the lists' },
  });

/** GET /api/notificacoes/{uid}. */
export const notificacoesQuery = (uid: string | null, enabled: boolean) =>
  queryOptions({
    queryKey: keys.notificacoes(uid ?? ''),
    queryFn: () => api.listNotifications(uid!),
    enabled: enabled && Boolean(uid),
    meta: { logAs: NOTIFICATIONS_LOAD_FAILED_MESSAGE },
  });

/** GET /api/atualizacao: a 403 is an answer (the badges hide), anything else is worth a log line. */
export const atualizacaoQuery = (enabled: boolean) =>
  queryOptions({
    queryKey: keys.atualizacao,
    queryFn: () => api.getAtualizacao(),
    enabled,
    meta: {
      logAs: 'Failed to load the update date',
      quiet: (error) => error instanceof ApiError && error.status === 403,
    },
  });

/** The detail's failures are logged, except its 404, which is an answer: "CNPJ não encontrado". */
const DETAIL_META = { logAs: 'Failed to load the company detail', quiet: isNotFound };

/** GET /api/empresas/detalhe/{cnpj} and GET /api/empresas/socios/{cnpj}, read in parallel. */
export const detailQueries = (cnpj: string, enabled: boolean) =>
  [
    queryOptions({
      queryKey: keys.detalhe(cnpj),
      queryFn: () => api.getCompanyDetail(cnpj),
      enabled,
      meta: DETAIL_META,
    }),
    queryOptions({
      queryKey: keys.socios(cnpj),
      queryFn: () => api.listPartners(cnpj),
      enabled,
      meta: DETAIL_META,
    }),
  ] as const;
