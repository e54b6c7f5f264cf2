// Calendar dates, once (docs/product.md#validation "Dates"): people type and read dd/mm/aaaa, the
// address and the API carry yyyy-mm-dd, and a date is real only if its day exists in its month.

/** The printed mask of a date field, as Brazilian forms write it. */
export const DATE_MASK = 'dd/mm/aaaa';
/** docs/product.md#validation: a date field holding fewer than 8 digits. */
export const DATE_INCOMPLETE_MESSAGE = 'Data incompleta: use o formato dd/mm/aaaa.';
/** docs/product.md#validation: a date field holding a day that does not exist (31/02/2024). */
export const DATE_INVALID_MESSAGE = 'Data inválida: confira o dia e o mês.';

/** A day of the calendar, by number (month 1-12). */
export interface CalendarDay {
  year: number;
  month: number;
  day: number;
}

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

/** Days in each month of a common year; February gains one in leap years. */
const MONTH_DAYS = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/** True in Gregorian leap years (divisible by 4, not by 100 unless by 400). */
function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

/** True when the day exists: 29/02 only in leap years, no 31/04, no month 13, no day 0. */
export function isRealDay({ year, month, day }: CalendarDay): boolean {
  if (!Number.isInteger(month) || month < 1 || month > 12 || !Number.isInteger(day) || day < 1)
    return false;
  const last = (MONTH_DAYS[month - 1] ?? 0) + (month === 2 && isLeapYear(year) ? 1 : 0);
  return day <= last;
}

/** The day as yyyy-mm-dd. */
export function toIsoDate({ year, month, day }: CalendarDay): string {
  return `${pad(year, 4)}-${pad(month)}-${pad(day)}`;
}

/**
 * The real day an ISO date (or the date part of a date-time) names, else null: "2024-02-29" and
 * "2024-02-29T10:00:00Z" give 29 February 2024; "2024-02-30", "" and "29/02/2024" give null.
 */
export function parseIsoDate(value: string | null | undefined): CalendarDay | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})(?:$|[T ])/.exec((value ?? '').trim());
  if (!match) return null;
  const day = { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) };
  return isRealDay(day) ? day : null;
}

/** The real day a pt-BR "dd/mm/aaaa" names, else null: "01/02/2024" is 1 February 2024. */
export function parseBrDate(value: string | null | undefined): CalendarDay | null {
  const match = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec((value ?? '').trim());
  if (!match) return null;
  const day = { year: Number(match[3]), month: Number(match[2]), day: Number(match[1]) };
  return isRealDay(day) ? day : null;
}

/** "01/02/2024" -> "2024-02-01"; null when incomplete or not a real day. */
export function brDateToIso(value: string | null | undefined): string | null {
  const day = parseBrDate(value);
  return day ? toIsoDate(day) : null;
}

/** The day as dd/mm/aaaa. */
function toBrDate({ year, month, day }: CalendarDay): string {
  return `${pad(day)}/${pad(month)}/${pad(year, 4)}`;
}

/** "2024-02-01" -> "01/02/2024" (no time zone involved); '' when not a real ISO date. */
export function isoToBrDate(value: string | null | undefined): string {
  const day = parseIsoDate(value);
  return day ? toBrDate(day) : '';
}

// A moment's date and time as the product shows them: in UTC (docs/product.md#limits-and-constants),
// so a date-only value such as "2024-03-05" never shifts a day west of Greenwich. Written out, not
// built on Intl.DateTimeFormat, for the reason numbers.ts gives (decision 027).

/** The UTC date of a moment as dd/mm/aaaa: 2024-03-05T23:30Z -> "05/03/2024". */
export function formatUtcDate(moment: Date): string {
  return toBrDate({
    year: moment.getUTCFullYear(),
    month: moment.getUTCMonth() + 1,
    day: moment.getUTCDate(),
  });
}

/** The UTC date and time of a moment, to the minute: 2024-03-05T14:07:59Z -> "05/03/2024, 14:07". */
export function formatUtcDateTime(moment: Date): string {
  return `${formatUtcDate(moment)}, ${pad(moment.getUTCHours())}:${pad(moment.getUTCMinutes())}`;
}

/**
 * What a date field says about its text (docs/product.md#validation "Dates"): nothing when empty or
 * a real day, "incompleta" while fewer than 8 digits are typed, "inválida" for a day that does not exist.
 */
export function dateInputError(text: string | null | undefined): string | null {
  const value = (text ?? '').trim();
  if (value === '' || parseBrDate(value)) return null;
  return value.replace(/\D/g, '').length < 8 ? DATE_INCOMPLETE_MESSAGE : DATE_INVALID_MESSAGE;
}

/** `iso` moved by `days` calendar days (UTC, so no time zone shifts a day). */
export function addDays(iso: string, days: number): string {
  const day = parseIsoDate(iso);
  if (!day) throw new Error(`Not a date: ${iso}`);
  const moved = new Date(Date.UTC(day.year, day.month - 1, day.day + days));
  return toIsoDate({
    year: moved.getUTCFullYear(),
    month: moved.getUTCMonth() + 1,
    day: moved.getUTCDate(),
  });
}
