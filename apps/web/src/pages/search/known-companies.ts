// The CNPJs this browser put on lists and on "Não contatar" (docs/product.md#search "Only companies
// new to you", decision 043). The seed's calls cannot read a list's companies back, so what the
// browser added is what a page can leave out by itself when the backend did not announce
// excluir_listas. A small set of CNPJs per browser, kept in localStorage.
import { useSyncExternalStore } from 'react';

const KEY = 'knownCompanies';
/** Enough for a year of prospecting; the oldest leave first. */
const MAX_PER_SET = 20_000;

/** The two sets, as stored. */
interface Stored {
  inLists: string[];
  naoContatar: string[];
}

/** The sets a page reads. */
export interface KnownCompanies {
  inLists: ReadonlySet<string>;
  naoContatar: ReadonlySet<string>;
}

const EMPTY: Stored = { inLists: [], naoContatar: [] };
const listeners = new Set<() => void>();
let cached: { raw: string | null; value: KnownCompanies } | null = null;

function rawValue(): string | null {
  try {
    return localStorage.getItem(KEY);
  } catch {
    return null;
  }
}

/** Reads the stored sets; anything unreadable counts as empty (storage can be edited). */
function parse(raw: string | null): Stored {
  try {
    const value = JSON.parse(raw ?? 'null') as Partial<Stored> | null;
    const strings = (list: unknown) =>
      Array.isArray(list) ? list.filter((item): item is string => typeof item === 'string') : [];
    return { inLists: strings(value?.inLists), naoContatar: strings(value?.naoContatar) };
  } catch {
    return EMPTY;
  }
}

/** The sets as they stand (the same object until they change, as useSyncExternalStore needs). */
export function readKnownCompanies(): KnownCompanies {
  const raw = rawValue();
  if (cached?.raw !== raw) {
    const stored = parse(raw);
    cached = {
      raw,
      value: { inLists: new Set(stored.inLists), naoContatar: new Set(stored.naoContatar) },
    };
  }
  return cached.value;
}

function add(set: keyof Stored, cnpjs: readonly string[]): void {
  const stored = parse(rawValue());
  const next = [...new Set([...stored[set], ...cnpjs])].slice(-MAX_PER_SET);
  try {
    localStorage.setItem(KEY, JSON.stringify({ ...stored, [set]: next }));
  } catch {
    // Storage full or refused: the page simply cannot leave them out by itself.
  }
  for (const listener of listeners) listener();
}

/** Records companies added to any of the user's lists. */
export const recordListed = (cnpjs: readonly string[]) => add('inLists', cnpjs);

/** Records a company put on "Não contatar" (it is on a list too). */
export function recordNaoContatar(cnpj: string): void {
  add('naoContatar', [cnpj]);
  add('inLists', [cnpj]);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => event.key === KEY && listener();
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The sets, redrawn when this or another tab adds to them. */
export const useKnownCompanies = (): KnownCompanies =>
  useSyncExternalStore(subscribe, readKnownCompanies, readKnownCompanies);
