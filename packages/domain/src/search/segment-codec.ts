// One path segment of the search call, both ways (docs/product.md#calls, the contract's
// x-segment-encoding). Writing: empty text or list is one space, empty number is 0, dates are
// yyyy-mm-dd (unparsable means empty), lists comma-joined, booleans 'true'/'false'. Reading is
// what a backend does: strict, so a segment the contract does not allow is a 400 with a message
// naming it, never a guess.
import { parseBrDate, parseIsoDate, toIsoDate } from '../dates';

/** The segment an empty text, list or date travels as (docs/product.md#calls). */
export const EMPTY_SEGMENT = ' ';

/**
 * Free text, or one space when blank. A segment that is exactly "." or ".." cannot travel:
 * the URL standard removes it (even as %2E%2E) and every later segment would shift, so such
 * text, which names nothing, is sent as empty.
 */
export function textSegment(value: string | null | undefined): string {
  if (value === undefined || value === null || value.trim() === '') return EMPTY_SEGMENT;
  if (value === '.' || value === '..') return EMPTY_SEGMENT;
  return value;
}

/** Comma-joined non-blank items, or one space when there are none. */
export function listSegment(values: readonly string[] | null | undefined): string {
  const items = (values ?? []).map((item) => item.trim()).filter((item) => item !== '');
  return items.length === 0 ? EMPTY_SEGMENT : items.join(',');
}

/** A finite number as written by String(), else 0 (docs/product.md#validation: empty becomes 0). */
export function numberSegment(value: number | string | null | undefined): number {
  const parsed = typeof value === 'string' ? (value.trim() === '' ? NaN : Number(value)) : value;
  return typeof parsed === 'number' && Number.isFinite(parsed) ? parsed : 0;
}

/** The CEP's 8 digits without the mask, one space when empty; other input is sent for the server to reject. */
export function cepSegment(value: string | null | undefined): string {
  const digits = (value ?? '').replace(/\D/g, '');
  return digits === '' ? EMPTY_SEGMENT : digits;
}

/** yyyy-mm-dd from an ISO date (or date-time) or a pt-BR dd/mm/yyyy; one space when empty or unparsable. */
export function dateSegment(value: string | null | undefined): string {
  const day = parseIsoDate(value) ?? parseBrDate(value);
  return day ? toIsoDate(day) : EMPTY_SEGMENT;
}

/** 'true' or 'false'. */
export function booleanSegment(value: boolean | null | undefined): 'true' | 'false' {
  return value ? 'true' : 'false';
}

/** A segment the contract does not allow; its message is the 400's (names the segment and the value). */
export class SegmentError extends Error {}

const LIST = /^( |[0-9A-Za-z]+(,[0-9A-Za-z]+)*)$/;
const DATE = /^(\d{4}-\d{2}-\d{2}| )$/;

/** One of the allowed codes, else `name: valor inválido "value"`. */
export function readCode<T extends string>(
  name: string,
  value: string,
  isAllowed: (value: string) => value is T,
): T {
  if (!isAllowed(value)) throw new SegmentError(`${name}: valor inválido "${value}"`);
  return value;
}

/** Text trimmed, inner runs of blanks as one space ('' when the segment is the empty space). */
export function readText(value: string): string {
  return value.trim().replace(/\s+/g, ' ');
}

/** The list's codes, de-duplicated and sorted (order carries no meaning); [] for the empty space. */
export function readList(name: string, value: string): string[] {
  if (!LIST.test(value)) throw new SegmentError(`${name}: lista inválida "${value}"`);
  return value === EMPTY_SEGMENT ? [] : [...new Set(value.split(','))].sort();
}

/** 8 digits, or '' for the empty space. */
export function readCep(name: string, value: string): string {
  if (!/^(\d{8}| )$/.test(value)) throw new SegmentError(`${name}: inválido "${value}"`);
  return value.trim();
}

/** A real yyyy-mm-dd day, or null for the empty space. */
export function readDate(name: string, value: string): string | null {
  if (!DATE.test(value)) throw new SegmentError(`${name}: data inválida "${value}"`);
  if (value === EMPTY_SEGMENT) return null;
  const parsed = new Date(`${value}T00:00:00Z`);
  if (Number.isNaN(parsed.getTime()) || parsed.toISOString().slice(0, 10) !== value) {
    throw new SegmentError(`${name}: data inválida "${value}"`);
  }
  return value;
}

/** A finite amount of zero or more. */
export function readAmount(name: string, value: string): number {
  const parsed = Number(value);
  if (value.trim() === '' || !Number.isFinite(parsed) || parsed < 0) {
    throw new SegmentError(`${name}: número inválido "${value}"`);
  }
  return parsed;
}

/** 'true' or 'false', nothing else. */
export function readBoolean(name: string, value: string): boolean {
  if (value !== 'true' && value !== 'false')
    throw new SegmentError(`${name}: booleano inválido "${value}"`);
  return value === 'true';
}
