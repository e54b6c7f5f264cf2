// The list a triage last added to (docs/product.md#triage "remembering the last list chosen"): kept
// per user in this browser, so the next company's "Adicionar à lista" starts with it chosen.
import { persistedState } from '../services/persisted-state';

/** The id of the last list chosen in a triage (0: none yet). */
export const lastTriageListState = persistedState<number>({
  key: 'triageLastList',
  codec: {
    decode: (stored) =>
      typeof stored === 'number' && Number.isInteger(stored) && stored >= 0 ? stored : undefined,
  },
  defaultValue: 0,
  perUser: true,
});
