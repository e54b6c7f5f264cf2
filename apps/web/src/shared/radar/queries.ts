// The Radar's server reads (docs/product.md#radar, decisions 067 and 072): the monitors through the
// contract's extension, a monitor's queue and a list's changes. A 404 on the monitors is an answer:
// the backend lacks the extension, and the monitors live in this browser (browser-monitors.ts). The
// Radar's calls are refused to the free plan, so nothing here runs until the plan is read and paid.
import { isNotFound } from '@cnpj/api-client';
import {
  NAO_CONTATAR_LIST_NAME,
  type RadarMonitor,
  type RadarMudancas,
  type RadarNovas,
  type UfSigla,
} from '@cnpj/domain';
import { queryOptions, useQueries, useQuery } from '@tanstack/react-query';
import { api } from '../services/api';
import { keys } from '../services/server-state/keys';

/** The Radar's keys: all under `radar`, so one invalidation reads everything again. */
export const radarKeys = {
  all: ['radar'] as const,
  monitors: ['radar', 'monitores'] as const,
  /** One monitor's queue, page by page; without arguments, every queue's. */
  novas: (monitorId?: string, page?: number) =>
    [
      'radar',
      'novas',
      ...(monitorId === undefined ? [] : [monitorId]),
      ...(page === undefined ? [] : [page]),
    ] as const,
  mudancas: (listId: number, desde: string) => ['radar', 'mudancas', listId, desde] as const,
  /** A list read to compare it in this browser, at a release; without it, every release's. */
  leitura: (listId: number, release?: string) =>
    ['radar', 'leitura', listId, ...(release === undefined ? [] : [release])] as const,
};

/** Where the monitors are: the backend's answer, or this browser when it lacks the extension. */
export type RadarSource = { place: 'account'; monitors: RadarMonitor[] } | { place: 'browser' };

/** Extension GET /api/radar/monitores; a 404 says the monitors live in this browser. */
export const radarMonitorsQuery = (enabled: boolean) =>
  queryOptions({
    queryKey: radarKeys.monitors,
    queryFn: async (): Promise<RadarSource> => {
      try {
        return { place: 'account', monitors: await api.listRadarMonitors() };
      } catch (error) {
        if (isNotFound(error)) return { place: 'browser' };
        throw error;
      }
    },
    enabled,
    staleTime: 60_000,
    meta: { logAs: 'Failed to load the Radar monitors', quiet: isNotFound },
  });

/** The companies of a queue page the Radar page shows. */
export const RADAR_QUEUE_PAGE_SIZE = 50;

/** Extension GET /api/radar/monitores/{monitorId}/novas: one page of the backend's queue. */
export const radarQueueQuery = (monitorId: string, page: number, enabled: boolean) =>
  queryOptions({
    queryKey: radarKeys.novas(monitorId, page),
    queryFn: (): Promise<RadarNovas> =>
      api.listRadarNewCompanies(monitorId, { page, recordsPerPage: RADAR_QUEUE_PAGE_SIZE }),
    enabled,
    staleTime: 60_000,
    meta: { logAs: "Failed to read the monitor's new companies" },
  });

/** Extension GET /api/radar/listas/{listId}/mudancas: what changed in a list since a release. */
export const radarListChangesQuery = (listId: number, desde: string, enabled: boolean) =>
  queryOptions({
    queryKey: radarKeys.mudancas(listId, desde),
    queryFn: (): Promise<RadarMudancas> => api.listRadarListChanges(listId, desde),
    enabled,
    staleTime: 5 * 60_000,
    meta: { logAs: 'Failed to read what changed in a list' },
  });

/** The list ids a backend that announced excluir_listas leaves out of a check: every list. */
export async function listExclusion(): Promise<{ naoContatar: number | null; all: number[] }> {
  const lists = await api.listListas();
  const naoContatar = lists.find((list) => list.descricao === NAO_CONTATAR_LIST_NAME);
  return { naoContatar: naoContatar?.id ?? null, all: lists.map((list) => list.id) };
}

/** The monitors' source, once the Radar's calls may run (`enabled`). */
export const useRadarMonitorsQuery = (enabled: boolean) => useQuery(radarMonitorsQuery(enabled));

/** One page of the backend's queue of a monitor. */
export const useRadarQueueQuery = (monitorId: string, page: number, enabled: boolean) =>
  useQuery(radarQueueQuery(monitorId, page, enabled));

/** What changed in each list since `desde`, where the backend keeps the monitors. */
export const useRadarListChangesQueries = (
  lists: readonly number[],
  desde: string,
  enabled: boolean,
) => useQueries({ queries: lists.map((listId) => radarListChangesQuery(listId, desde, enabled)) });

/** Reference data changes with the register's monthly update, not while a user works. */
const SESSION = { staleTime: Infinity, gcTime: Infinity } as const;

/**
 * The lookups a monitor's filters are named with, under the search form's keys (one read for both):
 * UFs, CNAEs, legal natures and the cities of `ufs`.
 */
export function useRadarLookups(ufs: readonly string[]) {
  const wanted = [...new Set(ufs.filter((uf) => uf !== ''))];
  return {
    ufs: useQuery({
      queryKey: keys.ufs,
      queryFn: () => api.listUfs(),
      ...SESSION,
      meta: { logAs: 'Failed to load UFs' },
    }),
    cnaes: useQuery({
      queryKey: keys.cnaes,
      queryFn: () => api.listCnaes(),
      ...SESSION,
      meta: { logAs: 'Failed to load CNAEs' },
    }),
    naturezas: useQuery({
      queryKey: keys.naturezas,
      queryFn: () => api.listNaturezas(),
      ...SESSION,
      meta: { logAs: 'Failed to load naturezas' },
    }),
    municipios: useQueries({
      queries: wanted.map((uf) => ({
        queryKey: keys.municipios(uf),
        queryFn: () => api.listMunicipios(uf as UfSigla),
        ...SESSION,
        meta: { logAs: `Failed to load the cities of ${uf}` },
      })),
    }),
  };
}
