// The Radar as the pages and the frame read it (docs/product.md#radar, decision 072): whether the plan
// has it, where the monitors are kept, each monitor with its count and where its check stands, and the
// count the menu and Início carry. Kept by the backend, its answer is taken as it is; kept in this
// browser, a queue is read now, so a company put on a list or on "Não contatar" since the check
// leaves it at once.
import {
  clearNewCompanies,
  filtersFromSaved,
  queuedCompanies,
  radarAvailable,
  type EmpresaResumo,
  type RadarMonitor,
} from '@cnpj/domain';
import { useMemo } from 'react';
import { useAuth } from '../auth/AuthProvider';
import { useListedCompanies } from '../company-set/queries';
import { usePersistedState } from '../services/persisted-state';
import { usePlan } from '../services/plan-queries';
import { useUpdateDate } from '../update-date/use-update-date';
import { keptMonitorsState, type CheckExclusions, type KeptMonitor } from './browser-monitors';
import { useCheckStatuses } from './check-status';
import { useRadarMonitorsQuery } from './queries';

/** One monitor as the Radar shows it. */
export interface RadarEntry {
  /** Its `novas` is its queue's count now. */
  monitor: RadarMonitor;
  check: 'idle' | 'checking' | 'failed';
  /** Kept in this browser: what its last check's search found in all (its read has a bound). */
  found: number | null;
  /** Kept in this browser: its queue, read now; null where the backend keeps it. */
  queue: EmpresaResumo[] | null;
  /** Kept in this browser: where its last check's exclusions were applied. */
  exclusions: CheckExclusions | null;
}

/** The Radar now. */
export type RadarView =
  /** Nobody signed in to the backend, or the plan is still being read: nothing shows, nothing runs. */
  | { kind: 'off' }
  | { kind: 'free' }
  | { kind: 'loading' }
  | { kind: 'error'; retry: () => void }
  | {
      kind: 'ready';
      place: 'account' | 'browser';
      entries: RadarEntry[];
      /** The companies waiting in every monitor's queue (the menu's count). */
      count: number;
      /** The release the update date names now (yyyy-mm-dd), or null while unknown. */
      release: string | null;
    };

const NO_ANNOUNCED: ReadonlySet<never> = new Set();

/** A queue kept here as it reads now: the lists and "Não contatar" as known now, left out here. */
function keptEntry(
  kept: KeptMonitor,
  known: { inLists: ReadonlySet<string>; naoContatar: ReadonlySet<string> },
): Omit<RadarEntry, 'check'> {
  const queued = queuedCompanies(kept.found, kept.monitor);
  const { rows } = clearNewCompanies(queued, filtersFromSaved(kept.monitor.filtros), NO_ANNOUNCED, {
    ...known,
    exported: null,
  });
  return {
    monitor: { ...kept.monitor, novas: rows.length },
    found: kept.total,
    queue: rows,
    exclusions: kept.exclusions,
  };
}

/** Whether the Radar's calls may run: signed in to the backend, the plan read and paid. */
export function useRadarAllowed(): { allowed: boolean; free: boolean; plano: string | undefined } {
  const { backendSignedIn } = useAuth();
  const { plan, loaded } = usePlan();
  const known = backendSignedIn && loaded;
  return {
    allowed: known && radarAvailable(plan),
    free: known && !radarAvailable(plan),
    // Undefined while the plan is read: domain's releaseDue runs no check then.
    plano: known ? plan : undefined,
  };
}

/** The Radar's state, for the page, Início and the menu. */
export function useRadar(): RadarView {
  const { backendSignedIn } = useAuth();
  const { allowed, free } = useRadarAllowed();
  const release = useUpdateDate(backendSignedIn);
  const source = useRadarMonitorsQuery(allowed);
  const [kept] = usePersistedState(keptMonitorsState);
  const statuses = useCheckStatuses();
  const inBrowser = source.data?.place === 'browser';
  const known = useListedCompanies(allowed && inBrowser);

  const entries = useMemo((): RadarEntry[] | null => {
    const data = source.data;
    if (!data) return null;
    if (data.place === 'account')
      return data.monitors.map((monitor) => ({
        monitor,
        check: statuses.get(monitor.id) ?? 'idle',
        found: null,
        queue: null,
        exclusions: null,
      }));
    return kept.map((item) => ({
      ...keptEntry(item, known),
      check: statuses.get(item.monitor.id) ?? 'idle',
    }));
  }, [source.data, kept, known, statuses]);

  if (free) return { kind: 'free' };
  if (!allowed) return { kind: 'off' };
  if (source.isError && !entries) return { kind: 'error', retry: () => void source.refetch() };
  if (!entries || !source.data) return { kind: 'loading' };
  const count = entries
    .filter((entry) => !entry.monitor.pausado)
    .reduce((sum, entry) => sum + entry.monitor.novas, 0);
  return {
    kind: 'ready',
    place: source.data.place,
    entries,
    count,
    release: release === null ? null : release.slice(0, 10),
  };
}
