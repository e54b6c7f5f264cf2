// The `clients` browser store (docs/product.md#entities "Client"): free fields plus a generated id and ISO
// timestamps, kept in this browser only, under the signed-in user (decision 056).
import {
  browserCollection,
  type BrowserCollection,
  type CollectionDeps,
  type StoredRecord,
} from './browser-collection';

/** The storage key docs/product.md#entities names. */
export const CLIENTS_KEY = 'clients';

/** A client record: free fields plus id, createdAt and updatedAt. */
export type Client = StoredRecord & Record<string, unknown>;

/** The clients store: add, update, delete, get (and list). */
export function clientsStore(deps?: CollectionDeps): BrowserCollection<Client> {
  return browserCollection<Client>(CLIENTS_KEY, deps);
}
