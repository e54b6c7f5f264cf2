// The Radar extension (docs/product.md#radar): a backend that keeps the user's monitors, checks them at
// each release and answers their new companies and a list's changes. A 404 (ApiError, see isNotFound)
// means the backend lacks it: the app keeps the monitors in this browser and checks them itself.
import type { components } from '@cnpj/domain';
import type { DownloadedFile } from '../downloads';
import { expectOk, unwrap, type CallContext } from './context';

type Schemas = components['schemas'];

/** Radar calls, for the user the access token names. */
export interface RadarCalls {
  /** Extension GET /api/radar/monitores: newest first. */
  listRadarMonitors(): Promise<Schemas['RadarMonitor'][]>;
  /** Extension POST /api/radar/monitores: "Monitorar no Radar". */
  createRadarMonitor(monitor: Schemas['RadarMonitorEntrada']): Promise<Schemas['RadarMonitor']>;
  /** Extension PATCH /api/radar/monitores/{monitorId}: rename, pause, resume. */
  updateRadarMonitor(
    monitorId: string,
    change: Schemas['RadarMonitorAlteracao'],
  ): Promise<Schemas['RadarMonitor']>;
  /** Extension DELETE /api/radar/monitores/{monitorId}. */
  deleteRadarMonitor(monitorId: string): Promise<void>;
  /** Extension GET /api/radar/monitores/{monitorId}/novas: one page of the queue (or since `desde`). */
  listRadarNewCompanies(
    monitorId: string,
    query?: { desde?: string; page?: number; recordsPerPage?: number },
  ): Promise<Schemas['RadarNovas']>;
  /** Extension GET /api/radar/monitores/{monitorId}/novas/planilha, saved as `filename`. */
  downloadRadarNewCompanies(
    monitorId: string,
    filename: string,
    desde?: string,
  ): Promise<DownloadedFile>;
  /** Extension POST /api/radar/monitores/{monitorId}/vistas: "Marcar como vistas" up to a release. */
  markRadarSeen(monitorId: string, ate: string): Promise<Schemas['RadarMonitor']>;
  /** Extension GET /api/radar/listas/{listId}/mudancas: what changed in a list since a release. */
  listRadarListChanges(listId: number, desde: string): Promise<Schemas['RadarMudancas']>;
}

/** The Radar calls over a context. */
export function radarCalls({ http }: CallContext): RadarCalls {
  const monitor = (monitorId: string) => ({ params: { path: { monitorId } } });
  return {
    listRadarMonitors: () => unwrap(http.GET('/api/radar/monitores')),
    createRadarMonitor: (body) => unwrap(http.POST('/api/radar/monitores', { body })),
    updateRadarMonitor: (monitorId, body) =>
      unwrap(http.PATCH('/api/radar/monitores/{monitorId}', { ...monitor(monitorId), body })),
    deleteRadarMonitor: (monitorId) =>
      expectOk(http.DELETE('/api/radar/monitores/{monitorId}', monitor(monitorId))),
    listRadarNewCompanies: (monitorId, query = {}) =>
      unwrap(
        http.GET('/api/radar/monitores/{monitorId}/novas', {
          params: { path: { monitorId }, query },
        }),
      ),
    async downloadRadarNewCompanies(monitorId, filename, desde) {
      const call = http.GET('/api/radar/monitores/{monitorId}/novas/planilha', {
        params: { path: { monitorId }, query: desde === undefined ? {} : { desde } },
        parseAs: 'blob',
      });
      return { blob: await unwrap(call), filename };
    },
    markRadarSeen: (monitorId, ate) =>
      unwrap(
        http.POST('/api/radar/monitores/{monitorId}/vistas', {
          ...monitor(monitorId),
          body: { ate },
        }),
      ),
    listRadarListChanges: (listId, desde) =>
      unwrap(
        http.GET('/api/radar/listas/{listId}/mudancas', {
          params: { path: { listId }, query: { desde } },
        }),
      ),
  };
}
