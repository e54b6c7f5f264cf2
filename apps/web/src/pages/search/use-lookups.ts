// The filters' reference data (docs/product.md#states-and-transitions, #calls): UFs, CNAEs and legal natures once, the cities of the
// chosen UF whenever it changes. Failures are only logged (docs/product.md#errors): the lists stay empty. The lists
// arrive as transitions: they redraw the pickers in short slices rather than one long task (performance budget).
import type { ApiClient } from '@cnpj/api-client';
import type { SearchLookups } from '@cnpj/ui/screens/SearchScreen';
import type { SearchFilters } from '@cnpj/domain';
import { startTransition, useEffect, useState } from 'react';
import { logError } from '../../lib/log';

/** The lookup calls the search page makes. */
export type LookupApi = Pick<
  ApiClient,
  'listUfs' | 'listCnaes' | 'listNaturezas' | 'listMunicipios'
>;

type Fixed = Omit<SearchLookups, 'municipios' | 'loadingMunicipios'>;

/** Loads one lookup, logging a failure and keeping the list empty. */
function loadInto<T>(
  load: () => Promise<T[]>,
  what: string,
  set: (items: T[]) => void,
  alive: () => boolean,
) {
  load().then(
    (items) => alive() && startTransition(() => set(items)),
    (error: unknown) => logError(`Failed to load ${what}`, error),
  );
}

/** The lookups for the search form; `uf` is the chosen UF ('' for none). */
export function useLookups(api: LookupApi, uf: SearchFilters['uf']): SearchLookups {
  const [fixed, setFixed] = useState<Fixed>({ ufs: [], cnaes: [], naturezas: [] });
  const [cities, setCities] = useState<{ uf: string; items: SearchLookups['municipios'] }>({
    uf: '',
    items: [],
  });

  useEffect(() => {
    let alive = true;
    const isAlive = () => alive;
    loadInto(api.listUfs, 'UFs', (ufs) => setFixed((current) => ({ ...current, ufs })), isAlive);
    loadInto(
      api.listCnaes,
      'CNAEs',
      (cnaes) => setFixed((current) => ({ ...current, cnaes })),
      isAlive,
    );
    loadInto(
      api.listNaturezas,
      'naturezas',
      (naturezas) => setFixed((current) => ({ ...current, naturezas })),
      isAlive,
    );
    return () => {
      alive = false;
    };
  }, [api]);

  useEffect(() => {
    if (uf === '') return;
    let alive = true;
    // A failure still ends the loading state, with no cities to choose from.
    api.listMunicipios(uf).then(
      (items) => alive && startTransition(() => setCities({ uf, items })),
      (error: unknown) => {
        logError(`Failed to load the cities of ${uf}`, error);
        if (alive) setCities({ uf, items: [] });
      },
    );
    return () => {
      alive = false;
    };
  }, [api, uf]);

  // Cities answered for another UF never show (a slow answer must not fill the new UF's list).
  const current = cities.uf === uf;
  return {
    ...fixed,
    municipios: current ? cities.items : [],
    loadingMunicipios: uf !== '' && !current,
  };
}
