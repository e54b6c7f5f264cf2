// The checks made in this browser (docs/product.md#radar "Kept in this browser", decision 072): the
// frame runs this once, so monitors kept here are checked when the user opens the app after a new
// release, one at a time. None runs on the free plan, nor while the plan is being read (domain's
// releaseDue), nor while the backend keeps the monitors (it checks them itself). A failed check is
// told on its monitor and waits for "Tentar novamente"; what its queue held stays.
import { isNotFound } from '@cnpj/api-client';
import { releaseDue } from '@cnpj/domain';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useAuth } from '../auth/AuthProvider';
import { readKnownCompanies } from '../company-set/known-companies';
import { listedCompaniesQuery } from '../company-set/queries';
import { logError } from '../lib/log';
import { usePersistedState } from '../services/persisted-state';
import { useUpdateDate } from '../update-date/use-update-date';
import { checkInBrowser } from './browser-check';
import { browserMonitors, keptMonitorsState, type KeptMonitor } from './browser-monitors';
import { setCheckStatus, useCheckStatuses } from './check-status';
import { capabilitiesQuery } from '../search/queries';
import { listExclusion, useRadarMonitorsQuery } from './queries';
import { useRadarAllowed } from './use-radar';

const union = (a: ReadonlySet<string>, b: ReadonlySet<string> | undefined) =>
  b && b.size > 0 ? new Set([...a, ...b]) : a;

/** Runs one check and keeps what it found; a failure marks the monitor and loses nothing. */
export async function runCheck(client: QueryClient, kept: KeptMonitor, release: string) {
  const { id } = kept.monitor;
  const owner = keptMonitorsState.storageKey();
  setCheckStatus(id, 'checking');
  try {
    const announced = new Set(await client.fetchQuery(capabilitiesQuery()).catch(() => []));
    const lists = announced.has('excluir_listas')
      ? await listExclusion()
      : { naoContatar: null, all: [] };
    const listed = await client
      .fetchQuery(listedCompaniesQuery(true))
      .catch((error: unknown) => (isNotFound(error) ? null : Promise.reject(error)));
    const browser = readKnownCompanies();
    const outcome = await checkInBrowser(kept.monitor, release, {
      announced,
      lists,
      known: {
        inLists: union(browser.inLists, listed?.inLists),
        naoContatar: union(browser.naoContatar, listed?.naoContatar),
        // This browser keeps no record of the companies it exported: said, not pretended.
        exported: null,
      },
    });
    // Another user signed in meanwhile: the check belongs to the one who started it.
    if (keptMonitorsState.storageKey() === owner)
      browserMonitors().recordCheck(id, release, outcome.rows, outcome.total, outcome.exclusions);
    setCheckStatus(id, null);
  } catch (error) {
    logError('Failed to check a Radar monitor', error);
    setCheckStatus(id, 'failed');
  }
}

/** Checks the monitors kept here that a new release made due, one at a time. */
export function useRadarChecks(): void {
  const client = useQueryClient();
  const { backendSignedIn } = useAuth();
  const { allowed, plano } = useRadarAllowed();
  const updateDate = useUpdateDate(backendSignedIn);
  const source = useRadarMonitorsQuery(allowed);
  const [kept] = usePersistedState(keptMonitorsState);
  const statuses = useCheckStatuses();
  const inBrowser = allowed && source.data?.place === 'browser';

  useEffect(() => {
    if (!inBrowser || [...statuses.values()].includes('checking')) return;
    for (const item of kept) {
      const release = releaseDue(item.monitor, plano, updateDate);
      if (release === null || statuses.has(item.monitor.id)) continue;
      void runCheck(client, item, release);
      return;
    }
  }, [client, inBrowser, kept, plano, statuses, updateDate]);
}
