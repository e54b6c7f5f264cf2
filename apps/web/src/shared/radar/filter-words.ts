// A monitor's filters in words (docs/product.md#radar "Monitoring a search"): named exactly as the
// search's folded summary names them (the kit's activeFilters, over the same lookups the form reads,
// under the same cache keys), never a second wording.
import { filtersFromSaved, type SearchCriteria } from '@cnpj/domain';
import { activeFilters } from '@cnpj/ui/screens/SearchScreen';
import type { FilterWords } from '@cnpj/ui/screens/shared/radar';
import { useCallback } from 'react';
import { useRadarLookups } from './queries';

/** The words of `criteria`, given what the lookups hold. */
export function filterWords(
  criteria: Partial<SearchCriteria>,
  lookups: Parameters<typeof activeFilters>[1],
): FilterWords[] {
  return activeFilters(filtersFromSaved(criteria), lookups).map(({ label, value }) => ({
    label,
    value,
  }));
}

/** Words for the filters of searches in the UFs `ufs` (their cities are read by name). */
export function useFilterWords(ufs: readonly string[]) {
  const lookups = useRadarLookups(ufs);
  const cities = lookups.municipios;
  const municipios = cities.flatMap((query) => query.data ?? []);
  const loadingMunicipios = cities.some((query) => query.isPending);
  const ufList = lookups.ufs.data;
  const cnaeList = lookups.cnaes.data;
  const naturezaList = lookups.naturezas.data;
  return useCallback(
    (criteria: Partial<SearchCriteria>) =>
      filterWords(criteria, {
        ufs: ufList ?? [],
        cnaes: cnaeList ?? [],
        naturezas: naturezaList ?? [],
        municipios,
        loadingMunicipios,
      }),
    // The cities' array is new at each render; its length and loading say when it changed.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [ufList, cnaeList, naturezaList, municipios.length, loadingMunicipios],
  );
}
