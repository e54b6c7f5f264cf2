import { lazyFormat } from './lazy';

// docs/product.md#limits-and-constants: dates are shown in pt-BR in UTC, so a date-only value such as "2024-03-05" never shifts a
// day in a browser west of Greenwich.
//
// Built on first use, not at module load: the first Intl construction with a time zone loads ICU
// data (tens of ms on a phone), and most pages that import the kit show no date (performance budget, TBT).
const dateFormat = lazyFormat(
  () =>
    new Intl.DateTimeFormat('pt-BR', {
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
      timeZone: 'UTC',
    }),
);

const dateTimeFormat = lazyFormat(
  () =>
    new Intl.DateTimeFormat('pt-BR', {
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      timeZone: 'UTC',
    }),
);

/** Builds the date formatter now, so the first date a page shows does not also pay for ICU's data. */
export function warmDateFormat(): void {
  dateFormat();
}

/** A Date from an ISO string or Date, or null when absent or unparsable. */
function toDate(value: string | Date | null | undefined): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** "2024-03-05" -> "05/03/2024" (UTC); blank when absent or unparsable. */
export function formatDate(value: string | Date | null | undefined): string {
  const date = toDate(value);
  return date ? dateFormat().format(date) : '';
}

/** "2024-03-05T14:07:00Z" -> "05/03/2024, 14:07" (UTC; docs/product.md#screens-and-routes notifications); blank when absent. */
export function formatDateTime(value: string | Date | null | undefined): string {
  const date = toDate(value);
  return date ? dateTimeFormat().format(date) : '';
}
