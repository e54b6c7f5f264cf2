// The user_action events of the search page (docs/product.md#entities "Analytics events"): a search, an Excel export,
// companies added to a list. Tracking failures are the analytics service's concern (only logged).
import { analytics } from '../../shared/services/tracking';
import type { SearchRun } from './use-company-search';

/** The callbacks that send the page's user_action events. */
export function useSearchAnalytics() {
  return {
    searched: (run: SearchRun) =>
      void analytics.trackUserAction({ category: 'search', action: 'search', value: run.total }),
    exported: (run: SearchRun) =>
      void analytics.trackUserAction({
        category: 'search',
        action: 'export_excel',
        value: run.total,
      }),
    addedToList: (listId: number, count: number) =>
      void analytics.trackUserAction({
        category: 'lists',
        action: 'add_to_list',
        label: String(listId),
        value: count,
      }),
  };
}
