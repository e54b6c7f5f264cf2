// The profile of the last confirmed sign-in, kept beside the backend session (decision 014). With
// both, a returning visit renders the signed-in area at once, while Firebase re-checks its stored
// user (an accounts:lookup round trip) in the background. Kept as every value the browser keeps is
// (decision 066): one persisted state, per browser rather than per user, because it says who the
// user is.
import { persistedState, type Codec } from '../services/persisted-state';
import type { SessionUser } from './identity';

/** Where the profile is kept; the product's (docs/product.md#entities) backendAccessToken and backendUserId sit beside it. */
export const PROFILE_KEY = 'backendUserProfile';

/** Reads, writes and forgets the cached profile. */
export interface ProfileCache {
  read(): SessionUser | null;
  write(user: SessionUser): void;
  clear(): void;
}

const optionalText = (value: unknown): value is string | null =>
  value === null || typeof value === 'string';

/** A stored profile: its four fields and nothing else (never a token); any other shape is absent. */
const profileCodec: Codec<SessionUser | null> = {
  decode(stored) {
    if (typeof stored !== 'object' || stored === null) return undefined;
    const { uid, email, displayName, photoURL } = stored as Record<string, unknown>;
    if (typeof uid !== 'string' || uid === '') return undefined;
    if (!optionalText(email) || !optionalText(displayName) || !optionalText(photoURL))
      return undefined;
    return { uid, email, displayName, photoURL };
  },
  encode: (user) =>
    user && {
      uid: user.uid,
      email: user.email,
      displayName: user.displayName,
      photoURL: user.photoURL,
    },
};

/**
 * The cache in Web Storage (localStorage in the browser, or `storage`; null for none). A blocked or
 * full storage never throws: the profile is then kept for this visit only.
 */
export function browserProfileCache(storage?: Storage | null): ProfileCache {
  const state = persistedState<SessionUser | null>(
    { key: PROFILE_KEY, codec: profileCodec, defaultValue: null },
    storage === undefined ? {} : { storage: () => storage },
  );
  return { read: state.read, write: state.write, clear: state.clear };
}
