import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime } from './dates';

const intlDate = new Intl.DateTimeFormat('pt-BR', { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'UTC' });
const intlDateTime = new Intl.DateTimeFormat('pt-BR', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'UTC',
});

// Midnight, noon, leap days, year ends and the bounds of the hand-written four-digit range.
const edges = [
  '2024-02-29T00:00:00Z',
  '2023-12-31T23:59:59Z',
  '2000-01-01T12:00:00Z',
  '1000-01-01T00:00:00Z',
  '9999-12-31T23:59:00Z',
  '0999-12-31T23:59:00Z',
  '0050-06-15T08:05:00Z',
].map((iso) => new Date(iso));

/** A date every ~5.5 days and odd minutes from 1900 to 2100. */
function sweep(): Date[] {
  const dates: Date[] = [];
  const step = 7919 * 60_000;
  for (let time = Date.UTC(1900, 0, 1); time < Date.UTC(2100, 0, 1); time += step) dates.push(new Date(time));
  return dates;
}

describe('dates written without Intl match Intl pt-BR (UTC) to the character', () => {
  it('formats dates as Intl does', () => {
    for (const date of [...edges, ...sweep()]) expect(formatDate(date)).toBe(intlDate.format(date));
  });
  it('formats dates with time as Intl does', () => {
    for (const date of [...edges, ...sweep()]) expect(formatDateTime(date)).toBe(intlDateTime.format(date));
  });
});
