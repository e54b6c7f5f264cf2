import { formatUtcDate, formatUtcDateTime } from '@cnpj/domain';

// docs/product.md#limits-and-constants: dates are shown in pt-BR in UTC, so a date-only value such as
// "2024-03-05" never shifts a day in a browser west of Greenwich. The formats themselves are the
// domain's (decision 027); this module only reads what the API sends.

/** A Date from an ISO string or Date, or null when absent or unparsable. */
function toDate(value: string | Date | null | undefined): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** "2024-03-05" -> "05/03/2024" (UTC); blank when absent or unparsable. */
export function formatDate(value: string | Date | null | undefined): string {
  const date = toDate(value);
  return date ? formatUtcDate(date) : '';
}

/** "2024-03-05T14:07:00Z" -> "05/03/2024, 14:07" (UTC; docs/product.md#screens-and-routes notifications); blank when absent. */
export function formatDateTime(value: string | Date | null | undefined): string {
  const date = toDate(value);
  return date ? formatUtcDateTime(date) : '';
}
