// The Radar kept in this browser (docs/product.md#radar "Kept in this browser", decision 072): when
// the backend answers 404 to the Radar's calls, the monitors, what their checks found and how much
// each check read live here under the signed-in user (decision 056). The queue's rules are the
// domain's (a check adds, never takes away; "Marcar como vistas" moves where the queue starts), so
// what a failed check leaves is what the queue held.
import {
  addFound,
  afterCheck,
  afterMarkSeen,
  queuedCompanies,
  withoutSeen,
  type EmpresaResumo,
  type FoundCompany,
  type RadarCleared,
  type RadarMonitor,
  type SearchCriteria,
} from '@cnpj/domain';
import { persistedState, type Codec, type PersistedState } from '../services/persisted-state';

/** Where a check's exclusions were applied, as the queue tells it. */
export type CheckExclusions = Omit<RadarCleared<never>, 'rows'>;

/** One monitor as this browser keeps it. */
export interface KeptMonitor {
  monitor: RadarMonitor;
  /** Every company its checks found since the release last marked as seen, with its release. */
  found: FoundCompany<EmpresaResumo>[];
  /** How many companies the last check's search found in all (its read stops at a bound). */
  total: number | null;
  /** Where the last check's exclusions were applied. */
  exclusions: CheckExclusions | null;
}

/** Monitors kept at most: each holds up to a few hundred companies in this browser's storage. */
export const MAX_KEPT_MONITORS = 20;

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const nullableText = (value: unknown) => value === null || typeof value === 'string';

function readMonitor(value: unknown): RadarMonitor | undefined {
  if (!isObject(value)) return undefined;
  const { id, nome, filtros, pausado, novas, criado_em } = value;
  const dates = ['base_verificada', 'verificado_em', 'novas_desde', 'visto_ate'] as const;
  if (typeof id !== 'string' || id === '' || typeof nome !== 'string') return undefined;
  if (!isObject(filtros) || typeof pausado !== 'boolean' || typeof criado_em !== 'string')
    return undefined;
  if (!dates.every((name) => nullableText(value[name]))) return undefined;
  return { ...(value as unknown as RadarMonitor), novas: typeof novas === 'number' ? novas : 0 };
}

function readFound(value: unknown): FoundCompany<EmpresaResumo>[] {
  if (!Array.isArray(value)) return [];
  return value.filter(
    (entry): entry is FoundCompany<EmpresaResumo> =>
      isObject(entry) &&
      typeof entry.release === 'string' &&
      isObject(entry.company) &&
      typeof entry.company.cnpj === 'string',
  );
}

/** Reads what is stored (it can be edited): a monitor that is not one is skipped, alone. */
const keptCodec: Codec<KeptMonitor[]> = {
  decode(stored) {
    if (!Array.isArray(stored)) return undefined;
    return stored.flatMap((item): KeptMonitor[] => {
      if (!isObject(item)) return [];
      const monitor = readMonitor(item.monitor);
      if (!monitor) return [];
      return [
        {
          monitor,
          found: readFound(item.found),
          total: typeof item.total === 'number' ? item.total : null,
          exclusions: isObject(item.exclusions)
            ? (item.exclusions as unknown as CheckExclusions)
            : null,
        },
      ];
    });
  },
};

/** The monitors of the signed-in user, newest first. */
export const keptMonitorsState: PersistedState<KeptMonitor[]> = persistedState({
  key: 'radarMonitors',
  perUser: true,
  defaultValue: [],
  codec: keptCodec,
});

const newId = () =>
  globalThis.crypto?.randomUUID?.() ?? `m-${Date.now().toString(36)}-${Math.random().toString(36)}`;

/** A new monitor of `filtros`, not checked yet: its first check takes the 30 days to the release. */
export function newMonitor(nome: string, filtros: SearchCriteria, now: Date): RadarMonitor {
  return {
    id: newId(),
    nome: nome.trim(),
    filtros,
    pausado: false,
    base_verificada: null,
    verificado_em: null,
    novas: 0,
    novas_desde: null,
    visto_ate: null,
    criado_em: now.toISOString(),
  };
}

function change(
  state: PersistedState<KeptMonitor[]>,
  monitorId: string,
  update: (kept: KeptMonitor) => KeptMonitor,
): RadarMonitor | null {
  let changed: RadarMonitor | null = null;
  state.write((all) =>
    all.map((kept) => {
      if (kept.monitor.id !== monitorId) return kept;
      const next = update(kept);
      changed = next.monitor;
      return next;
    }),
  );
  return changed;
}

/** The operations on the monitors kept here; `state` is the store (tests give their own). */
export function browserMonitors(state: PersistedState<KeptMonitor[]> = keptMonitorsState) {
  return {
    state,
    list: (): readonly KeptMonitor[] => state.read(),
    create(nome: string, filtros: SearchCriteria, now = new Date()): RadarMonitor {
      const monitor = newMonitor(nome, filtros, now);
      const kept: KeptMonitor = { monitor, found: [], total: null, exclusions: null };
      state.write((all) => [kept, ...all].slice(0, MAX_KEPT_MONITORS));
      return monitor;
    },
    rename: (monitorId: string, nome: string) =>
      change(state, monitorId, (kept) => ({
        ...kept,
        monitor: { ...kept.monitor, nome: nome.trim() },
      })),
    setPaused: (monitorId: string, pausado: boolean) =>
      change(state, monitorId, (kept) => ({ ...kept, monitor: { ...kept.monitor, pausado } })),
    remove(monitorId: string): void {
      state.write((all) => all.filter((kept) => kept.monitor.id !== monitorId));
    },
    /**
     * A check of `release` found `rows` (already cleared): they join the queue in front; what the
     * queue held stays. `total` is what the check's search found in all.
     */
    recordCheck(
      monitorId: string,
      release: string,
      rows: readonly EmpresaResumo[],
      total: number,
      exclusions: CheckExclusions,
      now = new Date(),
    ) {
      return change(state, monitorId, (kept) => {
        const found = addFound(kept.found, release, rows);
        const novas = queuedCompanies(found, kept.monitor).length;
        return {
          monitor: afterCheck(kept.monitor, release, novas, now),
          found,
          total,
          exclusions,
        };
      });
    },
    /**
     * "Marcar como vistas" up to the release shown: a release checked meanwhile stays queued, and
     * what was seen leaves this browser's storage.
     */
    markSeen(monitorId: string, shown: string) {
      return change(state, monitorId, (kept) => {
        const seenMonitor = afterMarkSeen(kept.monitor, shown, 0);
        const found = withoutSeen(kept.found, seenMonitor);
        return {
          ...kept,
          found,
          monitor: { ...seenMonitor, novas: queuedCompanies(found, seenMonitor).length },
        };
      });
    },
  };
}

/** The operations on the signed-in user's monitors kept in this browser. */
export type BrowserMonitors = ReturnType<typeof browserMonitors>;
