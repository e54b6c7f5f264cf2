// The search results' view, compact or comfortable (docs/product.md#search), remembered per browser in
// localStorage, like the side menu's state.
import type { ResultsDensity } from '@cnpj/ui/screens/SearchScreen';
import { useCallback, useState } from 'react';

/** The localStorage key of the results' view. */
export const RESULTS_DENSITY_KEY = 'resultsDensity';

function readDensity(): ResultsDensity {
  try {
    return localStorage.getItem(RESULTS_DENSITY_KEY) === 'compact' ? 'compact' : 'comfortable';
  } catch {
    // Storage can be blocked (privacy settings); the view then starts comfortable.
    return 'comfortable';
  }
}

/** The chosen view and its setter, persisted. */
export function useResultsDensity(): [ResultsDensity, (density: ResultsDensity) => void] {
  const [density, setDensity] = useState(readDensity);
  const choose = useCallback((next: ResultsDensity) => {
    setDensity(next);
    try {
      localStorage.setItem(RESULTS_DENSITY_KEY, next);
    } catch {
      // Not remembered, but the view still changes for this visit.
    }
  }, []);
  return [density, choose];
}
