// The bounds a row must respect (dates, capital, revenue) and the share of the register inside them.
import type { SearchSegmentValues } from '@cnpj/domain';

/** The day the mock's register data is current to (fixed, so the same seed gives the same data). */
export const DATA_DATE = '2026-10-31';
const FIRST_OPENING = '1966-01-01';
const DAY_MS = 86_400_000;

/** A closed interval and the share of the register that falls inside it. */
export interface Range {
  low: number;
  high: number;
  share: number;
}

/** Days since 1970-01-01 of a yyyy-mm-dd date. */
export function toDay(date: string): number {
  return Math.floor(Date.parse(`${date}T00:00:00Z`) / DAY_MS);
}

/** yyyy-mm-dd of a day number. */
export function fromDay(day: number): string {
  return new Date(day * DAY_MS).toISOString().slice(0, 10);
}

/**
 * Opening dates allowed by the criteria, within the register's span up to the release `until` (the
 * mock's first, DATA_DATE, unless QA published later ones). The share is of the register as DATA_DATE
 * had it, so a later release adds companies without changing what an older range finds.
 */
export function dateRange(c: SearchSegmentValues, until: string = DATA_DATE): Range {
  const first = toDay(FIRST_OPENING);
  const last = toDay(until);
  const low = Math.max(first, c.dataAberturaIni ? toDay(c.dataAberturaIni) : first);
  const high = Math.min(last, c.dataAberturaFim ? toDay(c.dataAberturaFim) : last);
  const span = toDay(DATA_DATE) - first + 1;
  return { low, high, share: high < low ? 0 : (high - low + 1) / span };
}

// Amounts spread log-uniformly between these bounds; 0 as an upper bound means "no bound" (docs/product.md#calls).
function logRange(ini: number, fim: number, floor: number, ceiling: number): Range {
  const low = Math.max(ini, floor);
  const high = fim > 0 ? fim : Math.max(ceiling, ini * 10);
  if (high < low) return { low, high, share: fim > 0 && fim < floor ? 0.05 : 0 };
  const span = Math.log(ceiling) - Math.log(floor);
  const inside = Math.log(Math.min(high, ceiling)) - Math.log(Math.max(low, floor));
  return { low, high, share: Math.max(0.01, Math.min(1, inside / span)) };
}

/** Share capital bounds (BRL). */
export function capitalRange(c: SearchSegmentValues): Range {
  if (c.capitalSocialFim > 0 && c.capitalSocialFim < c.capitalSocialIni)
    return { low: 0, high: 0, share: 0 };
  if (c.capitalSocialFim > 0 && c.capitalSocialFim < 100)
    return { low: c.capitalSocialIni, high: c.capitalSocialFim, share: 0.02 };
  return logRange(c.capitalSocialIni, c.capitalSocialFim, 100, 100_000_000);
}

/** Revenue bounds (BRL); revenue is not a row field, so it only narrows the total. */
export function revenueRange(c: SearchSegmentValues): Range {
  if (c.faturamentoFim > 0 && c.faturamentoFim < c.faturamentoIni)
    return { low: 0, high: 0, share: 0 };
  return logRange(c.faturamentoIni, c.faturamentoFim, 10_000, 1_000_000_000);
}
