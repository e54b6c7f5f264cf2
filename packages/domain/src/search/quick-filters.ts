// The quick chips of the search form (docs/product.md#search "Quick filters"): "Abertas nos últimos
// 30 / 90 / 365 dias" fill the opening-date range, from that many days ago to today, the user's
// calendar day. They are no filter of their own: the range is, so the URL, the chips and the path
// say the dates that ran.
import { toIsoDate } from '../dates';
import type { SearchFilters } from './filter-fields';

/** The quick ranges, in days. */
export const QUICK_OPENING_DAYS = [30, 90, 365] as const;
export type QuickOpeningDays = (typeof QUICK_OPENING_DAYS)[number];

/** The day `days` before `today` (local calendar), as yyyy-mm-dd. */
function daysBefore(today: Date, days: number): string {
  const day = new Date(today.getFullYear(), today.getMonth(), today.getDate() - days);
  return toIsoDate({ year: day.getFullYear(), month: day.getMonth() + 1, day: day.getDate() });
}

/** The opening-date range of the last `days` days, today included. */
export function openedInLastDays(
  days: number,
  today: Date,
): Pick<SearchFilters, 'dataAberturaIni' | 'dataAberturaFim'> {
  return { dataAberturaIni: daysBefore(today, days), dataAberturaFim: daysBefore(today, 0) };
}

/** Which quick range the filters hold today, if any (a chip shows pressed). */
export function activeOpeningDays(
  filters: Pick<SearchFilters, 'dataAberturaIni' | 'dataAberturaFim'>,
  today: Date,
): QuickOpeningDays | null {
  return (
    QUICK_OPENING_DAYS.find((days) => {
      const range = openedInLastDays(days, today);
      return (
        range.dataAberturaIni === filters.dataAberturaIni &&
        range.dataAberturaFim === filters.dataAberturaFim
      );
    }) ?? null
  );
}
