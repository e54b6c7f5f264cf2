// A small typed collection in Web Storage: one JSON array under one key, kept per user through the
// persisted state (decision 056). Shared by the clients store (docs/product.md#entities "Client") and
// the saved searches kept in this browser.
import { codecs, persistedState, type PersistDeps, type PersistedState } from './persisted-state';

/** A stored record: a generated id and ISO timestamps. */
export interface StoredRecord {
  readonly id: string;
  readonly createdAt: string;
  readonly updatedAt: string;
}

/** add, update, delete, get and list over the records of one key. */
export interface BrowserCollection<T extends StoredRecord> {
  add(fields: Omit<T, keyof StoredRecord>): T;
  /** Returns the updated record, or undefined when the id is unknown. */
  update(id: string, fields: Partial<Omit<T, keyof StoredRecord>>): T | undefined;
  delete(id: string): boolean;
  get(id: string): T | undefined;
  list(): T[];
  /** The persisted records, for a hook that redraws when they change. */
  readonly state: PersistedState<readonly T[]>;
}

/** Dependencies that tests replace: the storage, the clock and the id generator. */
export interface CollectionDeps extends PersistDeps {
  now?: () => Date;
  newId?: () => string;
}

/** A stored item that has a record's fields; anything else is skipped (the user may edit storage). */
function asRecord<T extends StoredRecord>(item: unknown): T | undefined {
  if (typeof item !== 'object' || item === null) return undefined;
  const { id, createdAt, updatedAt } = item as Record<string, unknown>;
  const strings = [id, createdAt, updatedAt].every((field) => typeof field === 'string');
  return strings ? (item as T) : undefined;
}

/** Creates the collection stored under `key`, per signed-in user; `isItem` tells a readable record. */
export function browserCollection<T extends StoredRecord>(
  key: string,
  deps: CollectionDeps = {},
  isItem: (item: unknown) => item is T = (item): item is T => asRecord<T>(item) !== undefined,
): BrowserCollection<T> {
  const now = () => (deps.now ?? (() => new Date()))().toISOString();
  const newId = deps.newId ?? (() => crypto.randomUUID());
  const state = persistedState<readonly T[]>(
    {
      key,
      perUser: true,
      defaultValue: [],
      codec: codecs.arrayOf((item) => (isItem(item) ? item : undefined)),
    },
    deps,
  );
  const load = () => [...state.read()];
  const save = (records: T[]) => state.write(records);

  return {
    add(fields) {
      const stamp = now();
      const record = { ...fields, id: newId(), createdAt: stamp, updatedAt: stamp } as T;
      save([...load(), record]);
      return record;
    },
    update(id, fields) {
      const records = load();
      const index = records.findIndex((record) => record.id === id);
      const current = records[index];
      if (!current) return undefined;
      const updated = { ...current, ...fields, id, createdAt: current.createdAt, updatedAt: now() };
      records[index] = updated;
      save(records);
      return updated;
    },
    delete(id) {
      const records = load();
      const kept = records.filter((record) => record.id !== id);
      save(kept);
      return kept.length !== records.length;
    },
    get: (id) => load().find((record) => record.id === id),
    list: load,
    state,
  };
}
