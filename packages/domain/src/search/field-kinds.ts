// The kinds of value a search filter holds, each with every way it is written and read: its
// default, when it counts as set, its criterion for the contract, its URL param, its path segment
// and how a backend reads that segment back. A filter's declaration (filter-fields.ts) picks a
// kind; nothing else spells out how a text, a list, a date or an amount travels.
import { parseIsoDate } from '../dates';
import { stripAccents } from '../text';
import type { UfSigla } from '../types';
import { isUfSigla } from '../ufs';
import {
  booleanSegment,
  cepSegment,
  dateSegment,
  listSegment,
  numberSegment,
  readAmount,
  readBoolean,
  readCep,
  readCode,
  readDate,
  readList,
  readText,
  textSegment,
} from './segment-codec';

/** Where the form shows a field: its first block, its quick chips, the folded second block, or nowhere. */
export type FilterGroup = 'basic' | 'quick' | 'additional' | 'hidden';

/** The reference data a chip names codes with (the kit's SearchLookups). */
export type LookupName = 'ufs' | 'municipios' | 'cnaes' | 'naturezas';

/**
 * How a set filter reads in the folded panel (docs/product.md#search); the kit formats and looks
 * up, the declaration says which.
 */
export type ChipKind =
  | { readonly kind: 'text' }
  | { readonly kind: 'date' }
  | { readonly kind: 'money' }
  /** Codes named by the contract's enumeration labels. */
  | { readonly kind: 'label'; readonly label: (code: string) => string }
  /** Codes named by reference data loaded from the API. */
  | { readonly kind: 'lookup'; readonly lookup: LookupName }
  /** On/off: the label says it all. */
  | { readonly kind: 'toggle' };

/**
 * A field in the URL's query (docs/product.md#screens-and-routes): written only when it differs
 * from the default, so links stay short; read forgivingly, since links are typed, shared and
 * edited: an invalid value gives the default, never an error.
 */
export interface UrlCodec<F> {
  /** The param's values, one per repeated key; none leaves the key out. */
  write(value: F): readonly string[];
  /** From every value of the key (none when absent). */
  read(values: readonly string[]): F;
}

/** What a segment holds; free 'text' is what a backend may compare loosely. */
export type SegmentKind = 'text' | 'code' | 'list' | 'cep' | 'date' | 'amount' | 'boolean';

/** A field as one decoded segment of the search path (docs/product.md#calls). */
export interface SegmentCodec<C, S, R> {
  readonly kind: SegmentKind;
  /** The decoded segment for the criterion; the path test pins these bytes. */
  write(value: C): S;
  /** A backend's strict reading; throws SegmentError with the 400's message. */
  read(name: string, segment: string): R;
}

/**
 * One kind of value. F is the form's value, C the contract's criterion, S the decoded segment
 * and R what a backend reads back from it.
 */
export interface ValueKind<F, C, S, R> {
  /** A fresh default (lists are new arrays, so clearing never shares them). */
  defaultValue(): F;
  /** Whether the value says something: chips, the badge and "another filter" all ask this. */
  isSet(value: F): boolean;
  toCriterion(value: F): C;
  /** Null: the field never travels in a link. */
  readonly url: UrlCodec<F> | null;
  readonly segment: SegmentCodec<C, S, R>;
}

/** Longest text kept from the URL, so a crafted link cannot fill the form with megabytes. */
const MAX_URL_TEXT = 200;
/** List codes are short digits-and-punctuation codes (codigo_tom, CNAE, natureza). */
const URL_CODE = /^[\w./-]{1,20}$/;

/** The first value, as URLSearchParams.get gives it. */
const first = (values: readonly string[]): string | null => values[0] ?? null;
const unique = <T>(values: readonly T[]): T[] => [...new Set(values)];
const identity = (value: string) => value;

/** "2024-02-30" or "" -> undefined; a real yyyy-mm-dd date is kept. */
export function parseFilterDate(value: string): string | undefined {
  return /^\d{4}-\d{2}-\d{2}$/.test(value) && parseIsoDate(value) ? value : undefined;
}

/**
 * Free text, trimmed for the contract. `accentless`: the value never holds accents, not even
 * from a link (docs/product.md#validation, the company name).
 */
export function freeText(
  options: { accentless?: boolean } = {},
): ValueKind<string, string | undefined, string, string> {
  const clean = options.accentless ? stripAccents : identity;
  return {
    defaultValue: () => '',
    isSet: (value) => value.trim() !== '',
    toCriterion: (value) => clean(value).trim(),
    url: {
      write: (value) => (value.trim() === '' ? [] : [value]),
      read: (values) => clean((first(values) ?? '').slice(0, MAX_URL_TEXT)),
    },
    segment: {
      kind: 'text',
      write: (value) => textSegment(value === undefined ? undefined : clean(value)),
      read: (_name, segment) => readText(segment),
    },
  };
}

/** The CEP as typed (00000-000); the path carries its 8 digits (docs/product.md#validation). */
export function cep(): ValueKind<string, string | undefined, string, string> {
  return {
    defaultValue: () => '',
    isSet: (value) => value.trim() !== '',
    toCriterion: (value) => value.trim(),
    url: {
      write: (value) => (value === '' ? [] : [value]),
      read: (values) => {
        const value = first(values) ?? '';
        return /^[\d-]{1,9}$/.test(value) ? value : '';
      },
    },
    segment: { kind: 'cep', write: cepSegment, read: readCep },
  };
}

/** A list of codes from reference data (cities, CNAEs, natures): repeated keys in a link. */
export function codeList(): ValueKind<string[], string[] | undefined, string, string[]> {
  return {
    ...listBasics<string>(),
    url: {
      write: (value) => [...value],
      read: (values) => unique(values.filter((code) => URL_CODE.test(code))),
    },
    segment: { kind: 'list', write: listSegment, read: readList },
  };
}

/** A list of an enumeration's codes (porte): only the contract's codes are kept or accepted. */
export function enumList<T extends string>(
  isAllowed: (code: string) => code is T,
): ValueKind<T[], T[] | undefined, string, T[]> {
  return {
    ...listBasics<T>(),
    url: { write: (value) => [...value], read: (values) => unique(values.filter(isAllowed)) },
    segment: {
      kind: 'list',
      write: listSegment,
      read: (name, segment) =>
        readList(name, segment).map((code) => readCode(name, code, isAllowed)),
    },
  };
}

function listBasics<T>() {
  return {
    defaultValue: (): T[] => [],
    isSet: (value: T[]) => value.length > 0,
    toCriterion: (value: T[]) => [...value],
  };
}

/** One code of an enumeration with a default (status, order, regime): set when not the default. */
export function choice<T extends string>(
  labels: Readonly<Record<T, string>>,
  fallback: T,
): ValueKind<T, T, T, T> {
  const isAllowed = (value: string): value is T => Object.hasOwn(labels, value);
  return {
    defaultValue: () => fallback,
    isSet: (value) => value !== fallback,
    toCriterion: (value) => value,
    url: {
      write: (value) => (value === fallback ? [] : [value]),
      read: (values) => {
        const value = first(values);
        return value !== null && isAllowed(value) ? value : fallback;
      },
    },
    segment: {
      kind: 'code',
      write: (value) => value,
      read: (name, segment) => readCode(name, segment, isAllowed),
    },
  };
}

/** The UF: '' until chosen; the contract requires one, so no criteria exist without it. */
export function uf(): ValueKind<UfSigla | '', UfSigla, UfSigla, UfSigla> {
  return {
    defaultValue: () => '',
    isSet: (value) => value !== '',
    toCriterion: (value) => {
      if (value === '') throw new Error('No UF: toSearchCriteria gives no criteria without one');
      return value;
    },
    url: {
      write: (value) => (value === '' ? [] : [value]),
      // Forgiving as ever: any two capitals; the lookup then shows none chosen and the search refuses it.
      read: (values) => {
        const value = first(values);
        return value && /^[A-Z]{2}$/.test(value) ? (value as UfSigla) : '';
      },
    },
    segment: {
      kind: 'code',
      write: (value) => value,
      read: (name, segment) => readCode(name, segment, isUfSigla),
    },
  };
}

/** A day, yyyy-mm-dd or ''; an unparsable one is dropped on the way to the contract. */
export function date(): ValueKind<string, string | undefined, string, string | null> {
  return {
    defaultValue: () => '',
    isSet: (value) => value !== '',
    toCriterion: parseFilterDate,
    url: {
      write: (value) => (value === '' ? [] : [value]),
      read: (values) => parseFilterDate(first(values) ?? '') ?? '',
    },
    segment: { kind: 'date', write: dateSegment, read: readDate },
  };
}

/** An amount in BRL; 0 is no bound (docs/product.md#validation: empty becomes 0). */
export function amount(): ValueKind<number, number, number, number> {
  return {
    defaultValue: () => 0,
    isSet: (value) => value > 0,
    toCriterion: (value) => value,
    url: {
      write: (value) => (value === 0 ? [] : [String(value)]),
      read: (values) => {
        const value = Number(first(values) ?? '');
        return Number.isFinite(value) && value > 0 ? value : 0;
      },
    },
    segment: { kind: 'amount', write: numberSegment, read: readAmount },
  };
}

/** On/off, off by default. */
export function toggle(): ValueKind<boolean, boolean, 'true' | 'false', boolean> {
  return {
    defaultValue: () => false,
    isSet: (value) => value,
    toCriterion: (value) => value,
    url: { write: (value) => (value ? ['true'] : []), read: (values) => first(values) === 'true' },
    segment: { kind: 'boolean', write: booleanSegment, read: readBoolean },
  };
}
