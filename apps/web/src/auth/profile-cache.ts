// The profile of the last confirmed sign-in, kept beside the backend session (decision 014). With
// both, a returning visit renders the signed-in area at once, while Firebase re-checks its stored
// user (an accounts:lookup round trip) in the background.
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

/** The stored value as a profile, or null when it is missing, corrupt or of another shape. */
export function parseProfile(raw: string | null): SessionUser | null {
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value !== 'object' || value === null) return null;
    const { uid, email, displayName, photoURL } = value as Record<string, unknown>;
    if (typeof uid !== 'string' || uid === '') return null;
    if (!optionalText(email) || !optionalText(displayName) || !optionalText(photoURL)) return null;
    return { uid, email, displayName, photoURL };
  } catch {
    return null;
  }
}

/** The cache in Web Storage (localStorage in the browser); a failing storage only disables it. */
export function browserProfileCache(
  storage: Storage | null = globalThis.localStorage ?? null,
): ProfileCache {
  const attempt = <T>(run: () => T, fallback: T): T => {
    try {
      return storage ? run() : fallback;
    } catch {
      return fallback;
    }
  };
  return {
    read: () => attempt(() => parseProfile(storage!.getItem(PROFILE_KEY)), null),
    write: (user) =>
      attempt(() => {
        const { uid, email, displayName, photoURL } = user;
        storage!.setItem(PROFILE_KEY, JSON.stringify({ uid, email, displayName, photoURL }));
      }, undefined),
    clear: () => attempt(() => storage!.removeItem(PROFILE_KEY), undefined),
  };
}
