// The CNPJs this browser put on lists and on "Não contatar" (docs/product.md#search "Only companies
// new to you", decision 043). The seed's calls cannot read a list's companies back, so what the
// browser added is what a page can leave out by itself when the backend did not announce
// excluir_listas. A small set of CNPJs per user, kept in this browser (decision 056).
import { codecs, persistedState, usePersistedState } from '../services/persisted-state';

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

const cnpjList = codecs.arrayOf((item) => (typeof item === 'string' ? item : undefined));

/** The sets, kept per user (decision 056); each item unreadable is skipped (storage can be edited). */
export const knownCompaniesState = persistedState<KnownCompanies>({
  key: 'knownCompanies',
  perUser: true,
  defaultValue: { inLists: new Set(), naoContatar: new Set() },
  codec: {
    decode(stored) {
      if (typeof stored !== 'object' || stored === null) return undefined;
      const { inLists, naoContatar } = stored as Partial<Record<keyof Stored, unknown>>;
      return {
        inLists: new Set(cnpjList.decode(inLists) ?? []),
        naoContatar: new Set(cnpjList.decode(naoContatar) ?? []),
      };
    },
    encode: (value): Stored => ({
      inLists: [...value.inLists],
      naoContatar: [...value.naoContatar],
    }),
  },
});

/** The sets as they stand (the same object until they change, as useSyncExternalStore needs). */
export const readKnownCompanies = (): KnownCompanies => knownCompaniesState.read();

function add(set: keyof Stored, added: readonly string[]): void {
  knownCompaniesState.write((current) => ({
    ...current,
    [set]: new Set([...new Set([...current[set], ...added])].slice(-MAX_PER_SET)),
  }));
}

/** Records companies added to any of the user's lists. */
export const recordListed = (cnpjs: readonly string[]) => add('inLists', cnpjs);

/** Records a company put on "Não contatar" (it is on a list too). */
export function recordNaoContatar(cnpj: string): void {
  add('naoContatar', [cnpj]);
  add('inLists', [cnpj]);
}

/** The sets, redrawn when this or another tab adds to them, or another user signs in. */
export const useKnownCompanies = (): KnownCompanies => usePersistedState(knownCompaniesState)[0];

/** Takes a company off "Não contatar" again (the undo); off the lists too when it was on none. */
export function forgetNaoContatar(cnpj: string, fromLists: boolean): void {
  const without = (set: ReadonlySet<string>) => new Set([...set].filter((item) => item !== cnpj));
  knownCompaniesState.write((current) => ({
    inLists: fromLists ? without(current.inLists) : current.inLists,
    naoContatar: without(current.naoContatar),
  }));
}
