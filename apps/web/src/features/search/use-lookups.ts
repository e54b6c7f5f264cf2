// The filters' reference data (docs/product.md#states-and-transitions, #calls): UFs, CNAEs and legal
// natures, and the cities of the chosen UF. All are queries of the server-state cache, kept for the
// session: opening the search page again, or choosing SP again after RJ, reads nothing. Failures are
// logged by the cache and told by the form, with a retry (docs/product.md#errors). The pickers redraw from deferred values,
// in short slices rather than one long task (performance budget, decision 015).
import { LOOKUPS_FAILED_MESSAGE, type SearchFilters } from '@cnpj/domain';
import type { SearchFailure, SearchLookups } from '@cnpj/ui/screens/SearchScreen';
import { useDeferredValue, useMemo } from 'react';
import { useLookupQueries } from './search-queries';

/** One empty list, so "no cities yet" compares equal from render to render. */
const NO_CITIES: SearchLookups['municipios'] = [];

/** The lookups for the search form; `uf` is the chosen UF ('' for none). */
export function useLookups(uf: SearchFilters['uf']): SearchLookups {
  const read = useLookupQueries(uf);
  const ufs = read.ufs.data;
  const cnaes = read.cnaes.data;
  const naturezas = read.naturezas.data;
  const cities = read.municipios;
  const lookups = useMemo<SearchLookups>(
    () => ({
      ufs: ufs ?? [],
      cnaes: cnaes ?? [],
      naturezas: naturezas ?? [],
      // Only the chosen UF's cities ever show: the key is the UF, so a slow answer for another UF
      // fills its own entry, not this one. A failure ends the loading with no cities to choose from.
      municipios: cities.data ?? NO_CITIES,
      loadingMunicipios: uf !== '' && cities.isPending,
    }),
    [ufs, cnaes, naturezas, cities.data, cities.isPending, uf],
  );
  const deferred = useDeferredValue(lookups);
  // The deferred copy may still hold the last UF's cities (or none) for a render or two after a UF
  // is chosen, while the form already shows the new UF: the cities field stays disabled until its
  // options are the chosen UF's, so nothing typed there meets the wrong list or a late reset.
  const citiesBehind = deferred.municipios !== lookups.municipios;
  const loadingMunicipios = lookups.loadingMunicipios || citiesBehind;
  return deferred.loadingMunicipios === loadingMunicipios
    ? deferred
    : { ...deferred, loadingMunicipios };
}

/**
 * docs/product.md#errors "Failures are told": a lookup that failed leaves its picker empty, so the form
 * says so with a retry of just the failed ones (decision 033). Null while every lookup is fine.
 */
export function useLookupsFailure(uf: SearchFilters['uf']): SearchFailure | null {
  const queries = Object.values(useLookupQueries(uf));
  const failed = queries.filter((query) => query.isError && !query.isFetching);
  if (failed.length === 0) return null;
  return {
    message: LOOKUPS_FAILED_MESSAGE,
    retry: () => failed.forEach((query) => void query.refetch()),
  };
}
