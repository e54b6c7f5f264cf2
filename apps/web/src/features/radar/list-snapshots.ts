// "What changed in my lists" compared in this browser (docs/product.md#radar, decision 081): where the
// backend keeps no Radar, each list's reading at the release the user saw is kept here, per user
// (decision 056), and compared with the list read again at a newer release (./queries.ts reads it).
import { readListSnapshot, type ListSnapshot, type ListSnapshots } from '@cnpj/domain';
import { persistedState, type Codec } from '../../shared/services/persisted-state';

const codec: Codec<ListSnapshots> = {
  // A snapshot that cannot be read is left out: that list is read afresh, as a first reading.
  decode(stored) {
    if (typeof stored !== 'object' || stored === null || Array.isArray(stored)) return undefined;
    const kept: Record<string, ListSnapshot> = {};
    for (const [listId, value] of Object.entries(stored as Record<string, unknown>)) {
      const snapshot = readListSnapshot(value);
      if (snapshot) kept[listId] = snapshot;
    }
    return kept;
  },
};

/** The lists' snapshots, per user. */
export const listSnapshotsState = persistedState<ListSnapshots>({
  key: 'radarListSnapshots',
  perUser: true,
  defaultValue: {},
  codec,
});
