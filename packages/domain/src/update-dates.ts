// docs/product.md#limits-and-constants: "Next update date = update date plus 30 days, never earlier than today. Dates shown in
// pt-BR in UTC." A rule of the product, so it lives here once: the layout's header badges and the data
// update screen both read it.

const DAY_MS = 24 * 60 * 60 * 1000;
/** Days between two imports of the Federal Revenue data (docs/product.md#limits-and-constants). */
export const UPDATE_INTERVAL_DAYS = 30;

/** The YYYY-MM-DD prefix of a date or date-time (docs/product.md#entities, Atualizacao); null when absent or malformed. */
export function updateDatePrefix(value: string | null | undefined): string | null {
  const prefix = value?.trim().slice(0, 10) ?? '';
  if (!/^\d{4}-\d{2}-\d{2}$/.test(prefix)) return null;
  return Number.isNaN(Date.parse(`${prefix}T00:00:00Z`)) ? null : prefix;
}

/** Today's date in UTC as YYYY-MM-DD. */
function utcDay(today: Date): string {
  return today.toISOString().slice(0, 10);
}

/** The next expected update (YYYY-MM-DD): the update date plus 30 days, or today when that is past. */
export function nextUpdateDate(
  updatedUntil: string | null | undefined,
  today: Date = new Date(),
): string | null {
  const prefix = updateDatePrefix(updatedUntil);
  if (prefix === null) return null;
  const next = new Date(Date.parse(`${prefix}T00:00:00Z`) + UPDATE_INTERVAL_DAYS * DAY_MS);
  const nextDay = utcDay(next);
  const todayDay = utcDay(today);
  return nextDay < todayDay ? todayDay : nextDay;
}
