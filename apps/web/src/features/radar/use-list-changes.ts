// "What changed in my lists" (docs/product.md#radar): for each of the user's lists, the changes the
// latest release brought, counted from the release the user saw before it. Kept by the backend (the
// Radar extension), its answer is taken as it is; without it, the section says so plainly.
import { type ListChangesItem, type ListChangesState } from '@cnpj/ui/screens/RadarScreen';
import { useQueryClient } from '@tanstack/react-query';
import { useListasQuery } from '../../shared/company-set/queries';
import { radarKeys, useRadarListChangesQueries } from '../../shared/radar/queries';
import { useReleasesSeen } from './releases-seen';

/** The section's state, where the monitors are kept in `place`. */
export function useListChanges(
  place: 'account' | 'browser' | null,
  release: string | null,
): { state: ListChangesState; retry: (listId: number) => void } {
  const client = useQueryClient();
  const seen = useReleasesSeen(release);
  // Before a second release is seen, the changes are counted from the current one: none yet.
  const since = seen.previous ?? release ?? '';
  const account = place === 'account';
  const lists = useListasQuery(account);
  const ids = (lists.data ?? []).map((list) => list.id);
  const reads = useRadarListChangesQueries(ids, since, account && since !== '');
  const retry = (listId: number) =>
    void client.refetchQueries({ queryKey: radarKeys.mudancas(listId, since) });

  if (place === 'browser') return { state: { kind: 'unavailable' }, retry };
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
