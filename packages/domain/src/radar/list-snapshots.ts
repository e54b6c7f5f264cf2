// "What changed in my lists" compared in this browser (docs/product.md#radar, decision 081): where the
// backend lacks the Radar's extension but can list a list's companies, the browser keeps, per list,
// what the Radar compares of each company as the release the user saw had it; at a newer release it
// reads the list again, tells the changes with the same rule as the backend's answer (changes.ts),
// and keeps the new reading in place of the old one.
import { radarMudancaTipoLabels } from '../generated/enums';
import { RADAR_MAX_ROWS } from './bounded-read';
import { listChanges, watchedCompany, type WatchedCompany } from './changes';
import type { EmpresaResumo } from '../types';
import type { RadarMudanca } from './types';

/** The companies of one list read at each release, at most (one page of the one-list call). */
export const LIST_SNAPSHOT_ROWS = RADAR_MAX_ROWS;

/** One list as this browser last read it, and what changed since the reading before. */
export interface ListSnapshot {
  /** The release the reading was made at (yyyy-mm-dd). */
  release: string;
  /** The list's companies in all when read; past `companies.length`, the rest were not read. */
  total: number;
  companies: WatchedCompany[];
  /** The release of the reading compared with; null for the list's first reading. */
  since: string | null;
  /** What changed from `since` to `release`, among the companies read both times. */
  changes: RadarMudanca[];
}

/** Whether the list must be read again: never read here, or read at an older release. */
export function snapshotDue(kept: ListSnapshot | undefined, release: string): boolean {
  return kept === undefined || kept.release < release;
}

/**
 * The list's snapshot after reading it at `release`: the first reading only keeps what the list has;
 * a later one tells what changed since the kept one and replaces it. A reading at a release not
 * newer than the kept one changes nothing.
 */
export function nextListSnapshot(
  kept: ListSnapshot | undefined,
  release: string,
  read: { total: number; rows: readonly EmpresaResumo[] },
): ListSnapshot {
  if (kept && !snapshotDue(kept, release)) return kept;
  const rows = read.rows.slice(0, LIST_SNAPSHOT_ROWS);
  return {
    release,
    total: read.total,
    companies: rows.map(watchedCompany),
    since: kept?.release ?? null,
    changes: kept
      ? listChanges(kept.companies, rows).map((change) => ({ ...change, base: release }))
      : [],
  };
}

const isText = (value: unknown): value is string => typeof value === 'string';
const isDay = (value: unknown): value is string =>
  isText(value) && /^\d{4}-\d{2}-\d{2}$/.test(value);

function readWatched(value: unknown): WatchedCompany | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const { cnpj, situacao, phones, email, address } = value as Record<string, unknown>;
  if (!isText(cnpj) || !isText(email) || !isText(address)) return undefined;
  if (!Array.isArray(phones) || !phones.every(isText)) return undefined;
  if (situacao !== null && !isText(situacao)) return undefined;
  return { cnpj, situacao, phones, email, address };
}

function readChange(value: unknown): RadarMudanca | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const change = value as Record<string, unknown>;
  const { cnpj, nome, tipo, antes, depois, base } = change;
  const word = (v: unknown) => v === null || isText(v);
  if (!isText(cnpj) || !isText(nome) || !isDay(base)) return undefined;
  if (!isText(tipo) || !Object.hasOwn(radarMudancaTipoLabels, tipo)) return undefined;
  if (!word(antes) || !word(depois)) return undefined;
  return change as unknown as RadarMudanca;
}

/** A stored snapshot read back; undefined when it is not one (the list is then read afresh). */
export function readListSnapshot(value: unknown): ListSnapshot | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const { release, total, companies, since, changes } = value as Record<string, unknown>;
  if (!isDay(release) || typeof total !== 'number' || !(since === null || isDay(since)))
    return undefined;
  if (!Array.isArray(companies) || !Array.isArray(changes)) return undefined;
  const watched = companies.map(readWatched);
  const told = changes.map(readChange);
  if (watched.some((item) => item === undefined) || told.some((item) => item === undefined))
    return undefined;
  return {
    release,
    total,
    since,
    companies: watched as WatchedCompany[],
    changes: told as RadarMudanca[],
  };
}

/** The snapshots of a user's lists, by list id. */
export type ListSnapshots = Readonly<Record<string, ListSnapshot>>;

/**
 * The user's snapshots after the lists in `readings` were read at `release`: each due one compared
 * and replaced, each not due left as kept (a late answer never overwrites a newer comparison), and
 * the lists no longer among `present` forgotten. The same object when nothing changed.
 */
export function nextListSnapshots(
  kept: ListSnapshots,
  release: string,
  readings: readonly {
    listId: number;
    reading: { total: number; rows: readonly EmpresaResumo[] };
  }[],
  present: readonly number[],
): ListSnapshots {
  const wanted = new Set(present.map(String));
  const next: Record<string, ListSnapshot> = {};
  let changed = false;
  for (const [listId, snapshot] of Object.entries(kept)) {
    if (wanted.has(listId)) next[listId] = snapshot;
    else changed = true;
  }
  for (const { listId, reading } of readings) {
    const id = String(listId);
    if (!wanted.has(id) || !snapshotDue(next[id], release)) continue;
    next[id] = nextListSnapshot(next[id], release, reading);
    changed = true;
  }
  return changed ? next : kept;
}
