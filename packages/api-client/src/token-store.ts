// Where the backend session lives in the browser (docs/product.md#entities: keys backendAccessToken, backendUserId).
// Injectable so the client and its tests need no browser.

/** Storage key of the backend access token (docs/product.md#entities). */
export const ACCESS_TOKEN_KEY = 'backendAccessToken';
/** Storage key of the backend user id (docs/product.md#entities). */
export const USER_ID_KEY = 'backendUserId';

/** Reads and writes the backend access token and user id. */
export interface TokenStore {
  getAccessToken(): string | null;
  setAccessToken(token: string): void;
  getUserId(): string | null;
  setUserId(id: string): void;
  clear(): void;
}

/** A store over Web Storage (localStorage unless another Storage is given). */
export function browserTokenStore(storage?: Storage): TokenStore {
  const target = (): Storage => {
    const chosen = storage ?? globalThis.localStorage;
    if (!chosen) throw new Error('browserTokenStore needs a Storage (no localStorage here)');
    return chosen;
  };
  return {
    getAccessToken: () => target().getItem(ACCESS_TOKEN_KEY),
    setAccessToken: (token) => target().setItem(ACCESS_TOKEN_KEY, token),
    getUserId: () => target().getItem(USER_ID_KEY),
    setUserId: (id) => target().setItem(USER_ID_KEY, id),
    clear: () => {
      target().removeItem(ACCESS_TOKEN_KEY);
      target().removeItem(USER_ID_KEY);
    },
  };
}

/** A store held in memory, for tests and non-browser hosts. */
export function memoryTokenStore(
  initial: { accessToken?: string; userId?: string } = {},
): TokenStore {
  let accessToken = initial.accessToken ?? null;
  let userId = initial.userId ?? null;
  return {
    getAccessToken: () => accessToken,
    setAccessToken: (token) => {
      accessToken = token;
    },
    getUserId: () => userId,
    setUserId: (id) => {
      userId = id;
    },
    clear: () => {
      accessToken = null;
      userId = null;
    },
  };
}
