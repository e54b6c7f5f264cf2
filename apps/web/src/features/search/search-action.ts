// What the search's actions on every result share (decision 076): they act on the search shown, and
// ask first above the export cap or while the form holds filters not searched (docs/product.md#search
// "The search shown", #limits-and-constants).
import { needsConfirmation } from '@cnpj/domain';
import type { ConfirmationRequest } from '@cnpj/ui/screens/SearchScreen';
import type { SetActionCheck } from '../../shared/company-set/set-action/use-set-action';
import type { SearchRun } from './shown-page-url';

/** The question asked before acting on `search`, or null to act at once. */
export function confirmAbove(
  search: SearchRun,
  stale: boolean,
): SetActionCheck<ConfirmationRequest> {
  return needsConfirmation(search.total, stale)
    ? { confirm: { total: search.total, stale } }
    : null;
}

/** The backend's reference to `search`; each action's check refuses a request without one first. */
export function searchRef(search: SearchRun | null) {
  if (!search) throw new Error('No search to act on');
  return { pesquisaId: search.pesquisaId, ordenacao: search.ordenacao };
}
