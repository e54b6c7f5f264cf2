import { lazyFormat } from './lazy';

// SPEC §9: dates are shown in pt-BR in UTC, so a date-only value such as "2024-03-05" never shifts a
// day in a browser west of Greenwich.
//
// Built on first use, not at module load: the first Intl construction with a time zone loads ICU
// data (tens of ms on a phone), and most pages that import the kit show no date (issue 9, TBT).
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

/** A Date from an ISO string or Date, or null when absent or unparsable. */
function toDate(value: string | Date | null | undefined): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

const pad = (value: number) => String(value).padStart(2, '0');

/**
 * Four-digit years are written by hand, exactly as Intl's pt-BR format writes them (a test compares
 * both): the signed-in header shows the update date while the search page loads, and building a
 * DateTimeFormat there loaded ICU data inside that task (issue 9, TBT). Other years go to Intl.
 */
const isFourDigitYear = (date: Date) => date.getUTCFullYear() >= 1000 && date.getUTCFullYear() <= 9999;

const dayMonthYear = (date: Date) =>
  `${pad(date.getUTCDate())}/${pad(date.getUTCMonth() + 1)}/${date.getUTCFullYear()}`;

/** "2024-03-05" -> "05/03/2024" (UTC); blank when absent or unparsable. */
export function formatDate(value: string | Date | null | undefined): string {
  const date = toDate(value);
  if (!date) return '';
  return isFourDigitYear(date) ? dayMonthYear(date) : dateFormat().format(date);
}

/** "2024-03-05T14:07:00Z" -> "05/03/2024, 14:07" (UTC; SPEC §2 notifications); blank when absent. */
export function formatDateTime(value: string | Date | null | undefined): string {
  const date = toDate(value);
  if (!date) return '';
  if (!isFourDigitYear(date)) return dateTimeFormat().format(date);
  return `${dayMonthYear(date)}, ${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())}`;
}
