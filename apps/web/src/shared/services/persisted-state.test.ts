import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { codecs, persistedState, usePersistedState, userKey } from './persisted-state';
import { sessionStore } from './session-store';

const names = () =>
  persistedState<string[]>({
    key: 'names',
    perUser: true,
    defaultValue: [],
    codec: codecs.arrayOf((item) => (typeof item === 'string' ? item : undefined)),
  });

describe('persisted state (decision 056)', () => {
  it('keeps what a user writes under that user, and shows another user only their own', () => {
    const state = names();
    sessionStore.setUserId('u-ana');
    state.write(['da Ana']);
    expect(JSON.parse(localStorage.getItem(userKey('u-ana', 'names'))!)).toEqual(['da Ana']);

    sessionStore.setUserId('u-bruno');
    expect(state.read()).toEqual([]);
    state.write(['do Bruno']);

    sessionStore.setUserId('u-ana');
    expect(state.read()).toEqual(['da Ana']);
  });

  it('keeps the data after signing out, and shows nothing while nobody is signed in', () => {
    const state = names();
    sessionStore.setUserId('u-ana');
    state.write(['da Ana']);

    sessionStore.clear();
    expect(state.read()).toEqual([]);
    state.write(['sem dono']);
    expect(localStorage.getItem('names')).toBeNull();

    sessionStore.setUserId('u-ana');
    expect(state.read()).toEqual(['da Ana']);
  });

  it('never shows data stored before it was per user: its owner is unknown, and it is left in place', () => {
    localStorage.setItem('names', JSON.stringify(['de alguém']));
    sessionStore.setUserId('u-ana');
    expect(names().read()).toEqual([]);
    expect(localStorage.getItem('names')).toBe(JSON.stringify(['de alguém']));
  });

  it('reads bad stored data as the default, and skips only the bad items of a list', () => {
    sessionStore.setUserId('u-ana');
    const key = userKey('u-ana', 'names');
    localStorage.setItem(key, '{not json');
    expect(names().read()).toEqual([]);
    localStorage.setItem(key, JSON.stringify({ not: 'a list' }));
    expect(names().read()).toEqual([]);
    localStorage.setItem(key, JSON.stringify(['boa', 42, null, 'outra']));
    expect(names().read()).toEqual(['boa', 'outra']);
  });

  it('reads a plain text stored before values were JSON, through the codec', () => {
    localStorage.setItem('view', 'compact');
    const view = persistedState({
      key: 'view',
      codec: codecs.oneOf(['compact', 'comfortable'] as const),
      defaultValue: 'comfortable' as const,
    });
    expect(view.read()).toBe('compact');
    localStorage.setItem('view', 'something else');
    expect(view.read()).toBe('comfortable');
  });

  it('encodes through the codec and reads back the same object until the value changes', () => {
    sessionStore.setUserId('u-ana');
    const state = persistedState<ReadonlySet<string>>({
      key: 'set',
      perUser: true,
      defaultValue: new Set(),
      codec: { decode: (stored) => new Set(stored as string[]), encode: (value) => [...value] },
    });
    state.write(new Set(['a', 'b']));
    expect(localStorage.getItem(userKey('u-ana', 'set'))).toBe('["a","b"]');
    const first = state.read();
    expect(state.read()).toBe(first);
    state.write((current) => new Set([...current, 'c']));
    expect(state.read()).not.toBe(first);
    expect([...state.read()]).toEqual(['a', 'b', 'c']);
  });

  it('keeps the value for this visit when storage refuses it', () => {
    const full = {
      getItem: () => null,
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
    } as unknown as Storage;
    const state = persistedState(
      { key: 'flag', codec: codecs.boolean, defaultValue: false },
      { storage: () => full },
    );
    state.write(true);
    expect(state.read()).toBe(true);
  });

  it('forgets a value on clear, whether stored or kept for this visit only', () => {
    sessionStore.setUserId('u-ana');
    const state = names();
    state.write(['da Ana']);
    state.clear();
    expect(localStorage.getItem(userKey('u-ana', 'names'))).toBeNull();
    expect(state.read()).toEqual([]);

    const full = {
      getItem: () => null,
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
      removeItem: () => undefined,
    } as unknown as Storage;
    const flag = persistedState(
      { key: 'flag', codec: codecs.boolean, defaultValue: false },
      { storage: () => full },
    );
    flag.write(true);
    flag.clear();
    expect(flag.read()).toBe(false);
  });

  it('redraws a component when another user signs in, or another tab writes', () => {
    const state = names();
    sessionStore.setUserId('u-ana');
    state.write(['da Ana']);
    const { result } = renderHook(() => usePersistedState(state));
    expect(result.current[0]).toEqual(['da Ana']);

    act(() => sessionStore.setUserId('u-bruno'));
    expect(result.current[0]).toEqual([]);

    act(() => {
      localStorage.setItem(userKey('u-bruno', 'names'), JSON.stringify(['de outra aba']));
      window.dispatchEvent(new StorageEvent('storage', { key: userKey('u-bruno', 'names') }));
    });
    expect(result.current[0]).toEqual(['de outra aba']);
  });
});
