// Where the backend session lives in the browser (docs/product.md#entities: keys backendAccessToken, backendUserId).
// Injectable so the client and its tests need no browser.

/** Storage key of the backend access token (docs/product.md#entities). */
export const ACCESS_TOKEN_KEY = 'backendAccessToken';
/** Storage key of the backend user id (docs/product.md#entities). */
export const USER_ID_KEY = 'backendUserId';

/**
 * Reads and writes the backend access token and user id, and holds the identity provider's uid,
 * which the paths of the notifications and the search count carry (docs/product.md#calls). The uid
 * is the identity provider's to keep: the app's auth session hands it over whenever the user
 * changes, so it lives in memory only.
 */
export interface TokenStore {
  getAccessToken(): string | null;
  setAccessToken(token: string): void;
  getUserId(): string | null;
  setUserId(id: string): void;
  getIdentityUid(): string | null;
  setIdentityUid(uid: string | null): void;
  clear(): void;
}

/** A store over Web Storage (localStorage unless another Storage is given). */
export function browserTokenStore(storage?: Storage): TokenStore {
  const target = (): Storage => {
    const chosen = storage ?? globalThis.localStorage;
    if (!chosen) throw new Error('browserTokenStore needs a Storage (no localStorage here)');
    return chosen;
  };
  let identityUid: string | null = null;
  return {
    getAccessToken: () => target().getItem(ACCESS_TOKEN_KEY),
    setAccessToken: (token) => target().setItem(ACCESS_TOKEN_KEY, token),
    getUserId: () => target().getItem(USER_ID_KEY),
    setUserId: (id) => target().setItem(USER_ID_KEY, id),
    getIdentityUid: () => identityUid,
    setIdentityUid: (uid) => {
      identityUid = uid;
    },
    clear: () => {
      target().removeItem(ACCESS_TOKEN_KEY);
      target().removeItem(USER_ID_KEY);
      identityUid = null;
    },
  };
}

/** A store held in memory, for tests and non-browser hosts. */
export function memoryTokenStore(
  initial: { accessToken?: string; userId?: string; identityUid?: string } = {},
): TokenStore {
  let accessToken = initial.accessToken ?? null;
  let userId = initial.userId ?? null;
  let identityUid = initial.identityUid ?? null;
  return {
    getAccessToken: () => accessToken,
    setAccessToken: (token) => {
      accessToken = token;
    },
    getUserId: () => userId,
    setUserId: (id) => {
      userId = id;
    },
    getIdentityUid: () => identityUid,
    setIdentityUid: (uid) => {
      identityUid = uid;
    },
    clear: () => {
      accessToken = null;
      userId = null;
      identityUid = null;
    },
  };
}
