import { describe, expect, it } from 'vitest';
import { PROFILE_KEY, browserProfileCache } from './profile-cache';

const ana = { uid: 'uid-ana', email: 'ana@example.com', displayName: 'Ana', photoURL: null };

describe('profile cache', () => {
  it('keeps the four profile fields and nothing else', () => {
    const cache = browserProfileCache(localStorage);
    cache.write({ ...ana, getIdToken: () => 'secret' } as typeof ana);
    expect(JSON.parse(localStorage.getItem(PROFILE_KEY)!)).toEqual(ana);
    expect(cache.read()).toEqual(ana);
    expect(browserProfileCache().read()).toEqual(ana);
    cache.clear();
    expect(cache.read()).toBeNull();
    expect(localStorage.getItem(PROFILE_KEY)).toBeNull();
  });

  it.each(['', 'not json', 'null', '[]', '{"uid":""}', '{"uid":7}', '{"uid":"u","email":3}'])(
    'ignores a stored value it cannot trust: %s',
    (raw) => {
      localStorage.setItem(PROFILE_KEY, raw);
      expect(browserProfileCache().read()).toBeNull();
    },
  );

  it('never throws without storage or when the storage throws, and keeps the profile for this visit only', () => {
    const throwing = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('quota');
      },
      removeItem: () => {
        throw new Error('denied');
      },
    } as unknown as Storage;
    for (const storage of [throwing, null]) {
      const cache = browserProfileCache(storage);
      expect(cache.read()).toBeNull();
      expect(() => cache.write(ana)).not.toThrow();
      expect(cache.read()).toEqual(ana);
      // The next visit starts with a new cache, which finds nothing.
      expect(browserProfileCache(storage).read()).toBeNull();
      expect(() => cache.clear()).not.toThrow();
      expect(cache.read()).toBeNull();
    }
  });
});
