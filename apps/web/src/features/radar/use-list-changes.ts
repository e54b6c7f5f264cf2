// "What changed in my lists" (docs/product.md#radar): for each of the user's lists, the changes the
// latest release brought. Kept by the backend (the Radar extension), its answer is taken as it is,
// counted from the release the user saw before the latest. Without it, this browser compares each
// list's reading at the release the user saw with a reading at the newer one (decision 081); only
// where the backend cannot list a list's companies does the section say it cannot tell.
import { nextListSnapshots, snapshotDue, type Lista, type ListSnapshot } from '@cnpj/domain';
import type {
  ListChangesItem,
  ListChangesRead,
  ListChangesState,
} from '@cnpj/ui/screens/RadarScreen';
import { useQueryClient, type UseQueryResult } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useListasQuery } from '../../shared/company-set/queries';
import { radarKeys, useRadarListChangesQueries } from '../../shared/radar/queries';
import { usePersistedState } from '../../shared/services/persisted-state';
import { listSnapshotsState } from './list-snapshots';
import { useListReadingQueries, type ListReading } from './queries';
import { useReleasesSeen } from './releases-seen';

type Result = { state: ListChangesState; retry: (listId: number) => void };

/** The section's state, where the monitors are kept in `place`. */
export function useListChanges(
  place: 'account' | 'browser' | null,
  release: string | null,
): Result {
  const account = useAccountListChanges(place === 'account', release);
  const browser = useBrowserListChanges(place === 'browser', release);
  if (place === 'browser') return browser;
  return account;
}

/** Kept by the backend: its answer, counted from the release seen before the current one. */
function useAccountListChanges(account: boolean, release: string | null): Result {
  const client = useQueryClient();
  const seen = useReleasesSeen(release);
  // Before a second release is seen, the changes are counted from the current one: none yet.
  const since = seen.previous ?? release ?? '';
  const lists = useListasQuery(account);
  const ids = (lists.data ?? []).map((list) => list.id);
  const reads = useRadarListChangesQueries(ids, since, account && since !== '');
  const retry = (listId: number) =>
    void client.refetchQueries({ queryKey: radarKeys.mudancas(listId, since) });

  if (!account || !lists.data || since === '') return { state: { kind: 'loading' }, retry };
  const items: ListChangesItem[] = lists.data.map((list, index) => {
    const read = reads[index];
    return {
      listId: list.id,
      name: list.descricao,
      since,
      read: read?.data
        ? { kind: 'ready', changes: read.data.mudancas }
        : read?.isError
          ? { kind: 'error' }
          : { kind: 'loading' },
    };
  });
  return { state: { kind: 'ready', lists: items }, retry };
}

/** A list as this browser compared it, once its reading at the current release is kept. */
function keptRead(kept: ListSnapshot): ListChangesRead {
  if (kept.since === null) return { kind: 'first' };
  return {
    kind: 'ready',
    changes: kept.changes,
    bound: { read: kept.companies.length, total: kept.total },
  };
}

/** One list's item: its kept comparison, or its reading under way or failed. */
function browserItem(
  list: Lista,
  kept: ListSnapshot | undefined,
  release: string,
  read: UseQueryResult<ListReading | null> | undefined,
): ListChangesItem {
  const item = { listId: list.id, name: list.descricao };
  if (kept && !snapshotDue(kept, release))
    return { ...item, since: kept.since ?? kept.release, read: keptRead(kept) };
  return {
    ...item,
    since: kept?.release ?? release,
    read: read?.isError ? { kind: 'error' } : { kind: 'loading' },
  };
}

/**
 * Kept in this browser: each list due (never read here, or read at an older release) is read once
 * at the current release, compared with its kept reading, and kept in its place.
 */
function useBrowserListChanges(enabled: boolean, release: string | null): Result {
  const client = useQueryClient();
  const lists = useListasQuery(enabled);
  const [snapshots, write] = usePersistedState(listSnapshotsState);
  const due = (listId: number) =>
    enabled && release !== null && snapshotDue(snapshots[String(listId)], release);
  const reads = useListReadingQueries(
    (lists.data ?? []).map((list) => ({ listId: list.id, due: due(list.id) })),
    release ?? '',
  );
  // A reading answered and not kept yet is kept (once: the list is then no longer due).
  useEffect(() => {
    if (!enabled || release === null || !lists.data) return;
    const readings = lists.data.flatMap((list, index) => {
      const reading = reads[index]?.data;
      return reading && snapshotDue(snapshots[String(list.id)], release)
        ? [{ listId: list.id, reading }]
        : [];
    });
    if (readings.length === 0) return;
    const present = lists.data.map((list) => list.id);
    write((current) => nextListSnapshots(current, release, readings, present));
  }, [enabled, release, lists.data, reads, snapshots, write]);
  const retry = (listId: number) =>
    void client.refetchQueries({ queryKey: radarKeys.leitura(listId) });

  if (!enabled || !lists.data || release === null) return { state: { kind: 'loading' }, retry };
  if (reads.some((read) => read.data === null)) return { state: { kind: 'unavailable' }, retry };
  const items = lists.data.map((list, index) =>
    browserItem(list, snapshots[String(list.id)], release, reads[index]),
  );
  return { state: { kind: 'ready', lists: items, comparedHere: true }, retry };
}
