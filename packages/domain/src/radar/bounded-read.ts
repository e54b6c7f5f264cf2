// A check made in this browser reads a bounded number of pages (docs/product.md#radar): a monitor on a
// broad search must not load thousands of companies at every start of the app. The backend's own
// checks have no such bound.
import { PAGE_SIZE, totalPages } from '../limits';

/** The pages one check reads at most, newest openings first. */
export const RADAR_MAX_PAGES = 5;
/** The companies one check reads at most. */
export const RADAR_MAX_ROWS = RADAR_MAX_PAGES * PAGE_SIZE;

/** How many pages a check of a search with `total` results reads. */
export function pagesToRead(total: number): number {
  return total <= 0 ? 0 : Math.min(RADAR_MAX_PAGES, totalPages(total));
}

/** Whether a check of `total` results stopped at its bound (some were not read). */
export function readStopped(total: number): boolean {
  return total > RADAR_MAX_ROWS;
}
