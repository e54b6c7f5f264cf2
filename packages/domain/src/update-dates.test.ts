import { describe, expect, it } from 'vitest';
import { nextUpdateDate, updateDatePrefix } from './update-dates';

describe('updateDatePrefix', () => {
  it('reads the YYYY-MM-DD prefix of a date-time', () => {
    expect(updateDatePrefix('2025-10-31T03:00:00.000Z')).toBe('2025-10-31');
    expect(updateDatePrefix('2025-10-31')).toBe('2025-10-31');
  });
  it('gives null for missing or malformed dates, which hide the date', () => {
    expect(updateDatePrefix(null)).toBeNull();
    expect(updateDatePrefix('')).toBeNull();
    expect(updateDatePrefix('31/10/2025')).toBeNull();
  });
});

describe('nextUpdateDate (docs/product.md#limits-and-constants)', () => {
  const today = new Date('2025-11-10T12:00:00Z');

  it('is the update date plus 30 days when that is still ahead', () => {
    expect(nextUpdateDate('2025-10-31', today)).toBe('2025-11-30');
  });
  it('crosses month and year ends in UTC', () => {
    expect(nextUpdateDate('2025-12-15T23:59:00Z', new Date('2025-12-20T00:00:00Z'))).toBe(
      '2026-01-14',
    );
  });
  it('is never earlier than today', () => {
    expect(nextUpdateDate('2025-09-01', today)).toBe('2025-11-10');
  });
  it('is null when there is no update date', () => {
    expect(nextUpdateDate(null, today)).toBeNull();
  });
});
