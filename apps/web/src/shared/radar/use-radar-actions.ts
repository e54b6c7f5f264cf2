// What the user does to monitors (docs/product.md#radar): create ("Monitorar no Radar"), rename,
// pause or resume, remove, "Marcar como vistas" and "Tentar novamente" on a failed check. Kept by
// the backend, each is its extension's call and the monitors are read again; kept in this browser,
// each changes the store, and a new or retried monitor is checked by the frame's runner.
import type { RadarMonitor, SearchCriteria } from '@cnpj/domain';
import { useQueryClient } from '@tanstack/react-query';
import { api } from '../services/api';
import { browserMonitors } from './browser-monitors';
import { setCheckStatus } from './check-status';
import { radarKeys } from './queries';

/** Where the monitors are kept. */
export type RadarPlace = 'account' | 'browser';

/** The monitor operations for `place`; each rejects when its call fails (the caller tells). */
export function useRadarActions() {
  const client = useQueryClient();
  const store = browserMonitors();
  const reread = () => client.invalidateQueries({ queryKey: radarKeys.all });

  return {
    async create(place: RadarPlace, nome: string, filtros: SearchCriteria): Promise<RadarMonitor> {
      if (place === 'browser') return store.create(nome, filtros);
      const created = await api.createRadarMonitor({ nome: nome.trim(), filtros });
      await reread();
      return created;
    },
    async rename(place: RadarPlace, monitorId: string, nome: string): Promise<void> {
      if (place === 'browser') store.rename(monitorId, nome);
      else await api.updateRadarMonitor(monitorId, { nome: nome.trim() });
      if (place === 'account') await reread();
    },
    async setPaused(place: RadarPlace, monitorId: string, pausado: boolean): Promise<void> {
      if (place === 'browser') store.setPaused(monitorId, pausado);
      else await api.updateRadarMonitor(monitorId, { pausado });
      if (place === 'account') await reread();
    },
    async remove(place: RadarPlace, monitorId: string): Promise<void> {
      if (place === 'browser') {
        store.remove(monitorId);
        setCheckStatus(monitorId, null);
      } else await api.deleteRadarMonitor(monitorId);
      if (place === 'account') await reread();
    },
    /** "Marcar como vistas" up to the release the user was shown (the one it checked last). */
    async markSeen(place: RadarPlace, monitor: RadarMonitor): Promise<void> {
      const shown = monitor.base_verificada;
      if (shown === null) return;
      if (place === 'browser') store.markSeen(monitor.id, shown);
      else {
        await api.markRadarSeen(monitor.id, shown);
        await reread();
      }
    },
    /** "Tentar novamente": here, the runner checks it again; the backend's queue is read again. */
    async retryCheck(place: RadarPlace, monitorId: string): Promise<void> {
      setCheckStatus(monitorId, null);
      if (place === 'account')
        await client.invalidateQueries({ queryKey: radarKeys.novas(monitorId) });
    },
  };
}
