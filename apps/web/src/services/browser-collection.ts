// A small typed collection in Web Storage: one JSON array under one key. Shared by the clients
// store (docs/product.md#entities "Client") and the saved searches.

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
}

/** Dependencies that tests replace: the storage, the clock and the id generator. */
export interface CollectionDeps {
  storage?: Storage;
  now?: () => Date;
  newId?: () => string;
}

/** Reads the array under `key`; anything unreadable counts as empty (the user may edit storage). */
function readAll<T>(storage: Storage, key: string): T[] {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(key) ?? '[]');
    return Array.isArray(parsed) ? (parsed as T[]) : [];
  } catch {
    return [];
  }
}

/** Creates the collection stored under `key`. */
export function browserCollection<T extends StoredRecord>(
  key: string,
  deps: CollectionDeps = {},
): BrowserCollection<T> {
  const storage = () => deps.storage ?? localStorage;
  const now = () => (deps.now ?? (() => new Date()))().toISOString();
  const newId = deps.newId ?? (() => crypto.randomUUID());
  const load = () => readAll<T>(storage(), key);
  const save = (records: T[]) => storage().setItem(key, JSON.stringify(records));

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
  };
}
