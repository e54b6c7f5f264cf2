import { describe, expect, it } from 'vitest';
import { PROFILE_KEY, browserProfileCache, parseProfile } from './profile-cache';

const ana = { uid: 'uid-ana', email: 'ana@example.com', displayName: 'Ana', photoURL: null };

describe('profile cache', () => {
  it('keeps the four profile fields and nothing else', () => {
    const cache = browserProfileCache(localStorage);
    cache.write({ ...ana, getIdToken: () => 'secret' } as typeof ana);
    expect(JSON.parse(localStorage.getItem(PROFILE_KEY)!)).toEqual(ana);
    expect(cache.read()).toEqual(ana);
    cache.clear();
    expect(cache.read()).toBeNull();
  });

  it.each(['', 'not json', 'null', '[]', '{"uid":""}', '{"uid":7}', '{"uid":"u","email":3}'])(
    'ignores a stored value it cannot trust: %s',
    (raw) => expect(parseProfile(raw)).toBeNull(),
  );

  it('works as a no-op without storage or when the storage throws', () => {
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
    for (const cache of [browserProfileCache(throwing), browserProfileCache(null)]) {
      expect(() => cache.write(ana)).not.toThrow();
      expect(cache.read()).toBeNull();
      expect(() => cache.clear()).not.toThrow();
    }
  });
});
