import { describe, expect, it, vi } from 'vitest';
import { ACCESS_TOKEN_KEY, USER_ID_KEY, browserTokenStore, memoryTokenStore } from './token-store';

/** A Web Storage double backed by a Map. */
function fakeStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, value),
  };
}

describe('browserTokenStore', () => {
  it('keeps the session under backendAccessToken and backendUserId (docs/product.md#entities)', () => {
    const storage = fakeStorage();
    const store = browserTokenStore(storage);
    store.setAccessToken('a-1');
    store.setUserId('u-1');

    expect(ACCESS_TOKEN_KEY).toBe('backendAccessToken');
    expect(USER_ID_KEY).toBe('backendUserId');
    expect(storage.getItem('backendAccessToken')).toBe('a-1');
    expect(storage.getItem('backendUserId')).toBe('u-1');
    expect(store.getAccessToken()).toBe('a-1');
    expect(store.getUserId()).toBe('u-1');
  });

  it('clears only its own keys', () => {
    const storage = fakeStorage();
    storage.setItem('clients', '[]');
    const store = browserTokenStore(storage);
    store.setAccessToken('a-1');
    store.setUserId('u-1');
    store.clear();

    expect(store.getAccessToken()).toBeNull();
    expect(store.getUserId()).toBeNull();
    expect(storage.getItem('clients')).toBe('[]');
  });

  it('explains itself when there is no storage at all', () => {
    vi.stubGlobal('localStorage', undefined);
    try {
      expect(() => browserTokenStore().getAccessToken()).toThrow(/Storage/);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});

describe('memoryTokenStore', () => {
  it('starts from the given session and forgets it on clear', () => {
    const store = memoryTokenStore({ accessToken: 'a-1', userId: 'u-1' });
    expect([store.getAccessToken(), store.getUserId()]).toEqual(['a-1', 'u-1']);
    store.clear();
    expect([store.getAccessToken(), store.getUserId()]).toEqual([null, null]);
  });
});
