// docs/product.md#plans-and-permissions: a free-plan user may run at most 10 searches, so the count is read before each search;
// when it cannot be read the search does not run (docs/product.md#errors).
import { SEARCH_COUNT_FAILED_ALERT, isFreePlan, searchLimitAlert } from '@cnpj/domain';
import { logError } from '../../shared/lib/log';
import { api } from '../../shared/services/api';

/** The alert that stops the search, or null when it may run. Paid plans are not counted. */
export async function checkSearchLimit(plano: string): Promise<string | null> {
  if (!isFreePlan(plano)) return null;
  try {
    return searchLimitAlert(await api.countSearches(), plano);
  } catch (error) {
    logError('Failed to read the search count', error);
    return SEARCH_COUNT_FAILED_ALERT;
  }
}
