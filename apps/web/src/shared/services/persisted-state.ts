// The one way the app keeps state in this browser (docs/product.md#entities, decisions 056, 066): a key, a
// codec that reads what is stored back into a value (anything else counts as absent), a default value,
// and, for what belongs to a person, the signed-in user's id in the key. Another user on the same
// browser reads only their own; signing out removes nothing. Blocked or full storage never throws:
// the value then lives for this visit only.
import { useSyncExternalStore } from 'react';

/**
 * Reads a stored JSON value (or a plain text stored before values were JSON) back into `T`, undefined
 * when it is not one, and writes it out.
 */
export interface Codec<T> {
  decode(stored: unknown): T | undefined;
  encode?(value: T): unknown;
}

/** What one persisted value is. */
export interface PersistedStateOptions<T> {
  key: string;
  codec: Codec<T>;
  defaultValue: T;
  /** Kept under the signed-in user; without one, read as the default and kept for this visit only. */
  perUser?: boolean;
}

/** One persisted value: read, write, and listen (the shape useSyncExternalStore takes). */
export interface PersistedState<T> {
  read(): T;
  write(next: T | ((current: T) => T)): void;
  /** Forgets the value, stored or kept for this visit: it reads as the default again. */
  clear(): void;
  subscribe(listener: () => void): () => void;
  /** The storage key in use now (null for per-user state with nobody signed in). */
  storageKey(): string | null;
  /** How the value is read and written (an exported file uses the same). */
  readonly codec: Codec<T>;
}

/** Where a persisted value is kept: the storage, and who is signed in. Tests replace both. */
export interface PersistDeps {
  storage?: () => Storage | null;
  owner?: () => string | null;
}

/** The storage key of `key` for the user `userId`. */
export const userKey = (userId: string, key: string): string => `user:${userId}:${key}`;

const listeners = new Set<() => void>();
// The values kept for this visit only, per state: forgotten when the signed-in user changes.
const unsavedMaps = new Set<Map<string | null, unknown>>();
let currentOwner: () => string | null = () => null;

/** Who the per-user state belongs to: the session store tells it once, at start. */
export function followOwner(owner: () => string | null): void {
  currentOwner = owner;
}

/** Redraws every persisted value that changed. */
function notifyPersisted(): void {
  for (const listener of listeners) listener();
}

/** The signed-in user changed (or signed out): what the last one kept unsaved goes, and all redraw. */
export function ownerChanged(): void {
  for (const unsaved of unsavedMaps) unsaved.clear();
  notifyPersisted();
}

function browserStorage(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    // Storage can be blocked (privacy settings).
    return null;
  }
}

function attempt<R>(action: () => R, otherwise: R): R {
  try {
    return action();
  } catch {
    // Blocked, full or unreadable storage: the caller's fallback applies.
    return otherwise;
  }
}

/** The stored JSON value; a plain text written before values were JSON reads as that text. */
function stored(raw: string): unknown {
  try {
    return JSON.parse(raw);
  } catch {
    return raw;
  }
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab wrote (or signed in or out): re-read; the value is the same object if nothing changed.
  const onStorage = () => listener();
  globalThis.addEventListener?.('storage', onStorage);
  return () => {
    listeners.delete(listener);
    globalThis.removeEventListener?.('storage', onStorage);
  };
}

/** Creates one persisted value. */
export function persistedState<T>(
  options: PersistedStateOptions<T>,
  deps: PersistDeps = {},
): PersistedState<T> {
  const { key, codec, defaultValue, perUser = false } = options;
  const storage = deps.storage ?? browserStorage;
  const owner = () => attempt(() => (deps.owner ?? currentOwner)(), null);
  const storageKey = () => {
    if (!perUser) return key;
    const userId = owner();
    return userId ? userKey(userId, key) : null;
  };
  // The value of this visit, per storage key, for when storage refuses it (or nobody is signed in).
  const unsaved = new Map<string | null, T>();
  unsavedMaps.add(unsaved);
  let cached: { key: string | null; raw: string | null; value: T } | null = null;

  function read(): T {
    const at = storageKey();
    if (unsaved.has(at)) return unsaved.get(at) as T;
    const store = storage();
    const raw = at && store ? attempt(() => store.getItem(at), null) : null;
    if (cached && cached.key === at && cached.raw === raw) return cached.value;
    const parsed = raw === null ? undefined : attempt(() => codec.decode(stored(raw)), undefined);
    cached = { key: at, raw, value: parsed ?? defaultValue };
    return cached.value;
  }

  function write(next: T | ((current: T) => T)): void {
    const value = typeof next === 'function' ? (next as (current: T) => T)(read()) : next;
    const at = storageKey();
    const store = storage();
    const encoded = JSON.stringify(codec.encode ? codec.encode(value) : value);
    const kept =
      at !== null && store !== null && attempt(() => (store.setItem(at, encoded), true), false);
    if (kept) unsaved.delete(at);
    else unsaved.set(at, value);
    notifyPersisted();
  }

  function clear(): void {
    const at = storageKey();
    const store = storage();
    unsaved.delete(at);
    if (at !== null && store !== null) attempt(() => store.removeItem(at), undefined);
    notifyPersisted();
  }

  return { read, write, clear, subscribe, storageKey, codec };
}

/** The value, redrawn when it changes here, in another tab, or when another user signs in. */
export function usePersistedState<T>(state: PersistedState<T>): [T, PersistedState<T>['write']] {
  const value = useSyncExternalStore(state.subscribe, state.read, state.read);
  return [value, state.write];
}

/** Codecs of the common shapes. */
export const codecs = {
  boolean: {
    decode: (stored) => (typeof stored === 'boolean' ? stored : undefined),
  } as Codec<boolean>,
  string: {
    decode: (stored) => (typeof stored === 'string' ? stored : undefined),
  } as Codec<string>,
  /** One of `values`. */
  oneOf: <V extends string>(values: readonly V[]): Codec<V> => ({
    decode: (stored) => values.find((value) => value === stored),
  }),
  /** An array whose readable items are kept (one edited item does not cost the others). */
  arrayOf: <V>(item: (stored: unknown) => V | undefined): Codec<V[]> => ({
    decode: (stored) =>
      Array.isArray(stored)
        ? stored.map(item).filter((value): value is V => value !== undefined)
        : undefined,
  }),
};
