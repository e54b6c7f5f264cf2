// The releases of the register this user has seen here (docs/product.md#radar "What changed in my
// lists"): the current one and the one before, so the list changes compare a release with the one
// before it, whenever the user opens the app. Kept per user in this browser (decision 056).
import { useEffect } from 'react';
import {
  persistedState,
  usePersistedState,
  type Codec,
} from '../../shared/services/persisted-state';

/** The latest release seen and the one seen before it (yyyy-mm-dd). */
export interface ReleasesSeen {
  current: string | null;
  previous: string | null;
}

const day = (value: unknown) =>
  typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : null;

const codec: Codec<ReleasesSeen> = {
  decode(stored) {
    if (typeof stored !== 'object' || stored === null) return undefined;
    const { current, previous } = stored as Record<string, unknown>;
    return { current: day(current), previous: day(previous) };
  },
};

/** The releases seen, per user. */
export const releasesSeenState = persistedState<ReleasesSeen>({
  key: 'radarReleasesSeen',
  perUser: true,
  defaultValue: { current: null, previous: null },
  codec,
});

/** The releases seen, moved on when `release` (the update date's) is newer than the last one. */
export function useReleasesSeen(release: string | null): ReleasesSeen {
  const [seen, write] = usePersistedState(releasesSeenState);
  useEffect(() => {
    if (release === null || (seen.current !== null && release <= seen.current)) return;
    write({ current: release, previous: seen.current });
  }, [release, seen, write]);
  return seen;
}
