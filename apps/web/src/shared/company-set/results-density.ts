// The search results' view, compact or comfortable (docs/product.md#search), remembered per browser
// like the side menu's state: it suits the screen rather than the person (decision 056).
import type { ResultsDensity } from '@cnpj/ui/screens/SearchScreen';
import { codecs, persistedState, usePersistedState } from '../services/persisted-state';

/** The localStorage key of the results' view. */
export const RESULTS_DENSITY_KEY = 'resultsDensity';

const densityState = persistedState<ResultsDensity>({
  key: RESULTS_DENSITY_KEY,
  codec: codecs.oneOf<ResultsDensity>(['compact', 'comfortable']),
  defaultValue: 'comfortable',
});

/** The chosen view and its setter, persisted. */
export function useResultsDensity(): [ResultsDensity, (density: ResultsDensity) => void] {
  return usePersistedState(densityState);
}
