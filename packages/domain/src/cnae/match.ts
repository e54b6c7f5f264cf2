// docs/product.md#search: the CNAE pickers find an activity in the words people use — every
// typed word in any order, accents and case aside; the code in any printed form; a curated table of
// everyday names — best match first. The list has ~1,350 entries and is searched on each keystroke,
// so each list is keyed once (lazily, then memoised) and a query costs one pass over plain strings.
import { onlyDigits, searchKey } from '../text';
import { CNAE_SYNONYMS } from './synonyms';

/** A CNAE lookup item (code with digits only, official description). */
export interface CnaeItem {
  readonly codigo: string;
  readonly descricao: string;
}

/** Small words that say nothing about the activity ("salão de beleza" is found by "salao beleza"). */
const STOP_WORDS = new Set(['a', 'o', 'e', 'de', 'da', 'do', 'das', 'dos', 'em', 'para', 'com']);

/** A printed code or part of one: "5611-2/01", "56.11-2-01", "5611201", "5611". */
const CODE_TOKEN = /^[\d./-]*\d[\d./-]*$/;

/** What a query asks for: code prefixes (digits) and words (accent- and case-free). */
export interface CnaeQuery {
  readonly codes: readonly string[];
  readonly words: readonly string[];
}

/** The words of a text, accent- and case-free, split on anything but letters and digits. */
const wordsOf = (text: string): string[] =>
  searchKey(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word !== '');

/** Reads a typed query: a token made of digits and ".-/" is a code; every other token gives words. */
export function parseCnaeQuery(query: string): CnaeQuery {
  const codes: string[] = [];
  const words: string[] = [];
  for (const token of query.trim().split(/\s+/)) {
    if (token === '') continue;
    if (CODE_TOKEN.test(token)) codes.push(onlyDigits(token));
    else words.push(...wordsOf(token));
  }
  const meaningful = words.filter((word) => !STOP_WORDS.has(word));
  // Only stop words typed ("de"): keep them, the user is still typing.
  return { codes, words: meaningful.length > 0 ? meaningful : words };
}

/** How well an item matches; higher first. Zero: no match. */
const SCORE = {
  exactCode: 1000,
  codePrefix: 900,
  synonymPhrase: 850,
  synonym: 800,
  /** All words in the description, plus bonuses per word starting a word of it (more near its start). */
  description: 500,
  wordStart: 20,
  earlyWords: 10,
  firstWord: 50,
  /** Some words only in the description, others only in an everyday name. */
  mixed: 400,
} as const;

/** A synonym entry keyed for matching. */
interface KeyedSynonym {
  readonly key: string;
  readonly words: readonly string[];
  readonly codes: readonly string[];
}

const keyedSynonyms: readonly KeyedSynonym[] = CNAE_SYNONYMS.map((synonym) => {
  const words = wordsOf(synonym.words).filter((word) => !STOP_WORDS.has(word));
  return { key: words.join(' '), words, codes: synonym.codes.map(onlyDigits) };
});

/** Fewer letters than this only match an everyday name's whole word ("p" does not rank "pet shop" first). */
const MIN_PREFIX = 3;

/** The query word is one of `words`, or (long enough) starts one. */
const startsAWord = (word: string, words: readonly string[]) =>
  words.some(
    (candidate) => candidate === word || (word.length >= MIN_PREFIX && candidate.startsWith(word)),
  );

/** Every query word starts a word of `words`. */
const allStartWords = (query: readonly string[], words: readonly string[]) =>
  query.every((word) => startsAWord(word, words));

/** The everyday names' best score per code for these words (a name matches when all words do). */
function synonymScores(words: readonly string[]): Map<string, number> {
  const scores = new Map<string, number>();
  if (words.length === 0) return scores;
  const phrase = words.join(' ');
  for (const synonym of keyedSynonyms) {
    if (!allStartWords(words, synonym.words)) continue;
    const score = synonym.key === phrase ? SCORE.synonymPhrase : SCORE.synonym;
    for (const code of synonym.codes) scores.set(code, Math.max(scores.get(code) ?? 0, score));
  }
  return scores;
}

/** The words of every everyday name of a code, for queries that mix them with the description. */
const synonymWordsByCode: ReadonlyMap<string, readonly string[]> = (() => {
  const byCode = new Map<string, string[]>();
  for (const synonym of keyedSynonyms)
    for (const code of synonym.codes)
      byCode.set(code, [...(byCode.get(code) ?? []), ...synonym.words]);
  return byCode;
})();

/** An item keyed once: its code digits, its description's key and words. */
interface KeyedItem {
  readonly code: string;
  readonly key: string;
  readonly words: readonly string[];
}

const keyItem = (item: CnaeItem): KeyedItem => ({
  code: onlyDigits(item.codigo),
  key: searchKey(item.descricao),
  words: wordsOf(item.descricao),
});

/** The score of one item for a query (0: no match). */
function scoreItem(item: KeyedItem, query: CnaeQuery, synonyms: Map<string, number>): number {
  if (!query.codes.every((code) => item.code.startsWith(code))) return 0;
  const codeScore =
    query.codes.length === 0
      ? 0
      : query.codes.some((code) => code === item.code)
        ? SCORE.exactCode
        : SCORE.codePrefix;
  if (query.words.length === 0) return codeScore;
  const synonym = synonyms.get(item.code) ?? 0;
  let text = 0;
  if (query.words.every((word) => item.key.includes(word))) {
    text = SCORE.description;
    for (const word of query.words) {
      // A word that starts a word of the description counts, the earlier the more.
      const at = item.words.findIndex((candidate) => candidate.startsWith(word));
      if (at >= 0) text += SCORE.wordStart + Math.max(0, SCORE.earlyWords - at);
      if (at === 0) text += SCORE.firstWord;
    }
  } else {
    const everyday = synonymWordsByCode.get(item.code);
    if (
      everyday &&
      query.words.every((word) => item.key.includes(word) || startsAWord(word, everyday))
    )
      text = SCORE.mixed;
  }
  const wordScore = Math.max(synonym, text);
  if (wordScore === 0) return 0;
  // Code and words typed together: both must hold; the code decides the rank first.
  return codeScore + wordScore;
}

/** Ranks a list's items for a query: their positions in the list, best first, ties in list order. */
export interface CnaeMatcher {
  readonly match: (query: string) => Int32Array;
  /**
   * Keys every item now, not on the first query: keying 1,350 CNAEs takes tens of milliseconds on a
   * slow phone, so a picker does it when it gains focus or the pointer, before the first keystroke.
   */
  readonly prepare: () => void;
}

const matchers = new WeakMap<readonly CnaeItem[], CnaeMatcher>();

/**
 * The matcher of a CNAE list, memoised per list (the main and secondary pickers share one); the list
 * is keyed when a picker asks (`prepare`) or, at the latest, on the first query. A blank query lists every item in order.
 */
export function cnaeMatcher(items: readonly CnaeItem[]): CnaeMatcher {
  const known = matchers.get(items);
  if (known) return known;
  const keyed: KeyedItem[] = [];
  const fill = (until: number) => {
    for (let i = keyed.length; i < until; i += 1) keyed.push(keyItem(items[i] as CnaeItem));
  };
  const match = (text: string) => {
    fill(items.length);
    const query = parseCnaeQuery(text);
    if (query.codes.length === 0 && query.words.length === 0)
      return Int32Array.from(keyed, (_, position) => position);
    const synonyms = synonymScores(query.words);
    const positions: number[] = [];
    const scores = new Float64Array(keyed.length);
    keyed.forEach((item, position) => {
      const score = scoreItem(item, query, synonyms);
      if (score > 0) {
        scores[position] = score;
        positions.push(position);
      }
    });
    // Array.prototype.sort is stable: equal scores keep the list's order.
    positions.sort((a, b) => (scores[b] as number) - (scores[a] as number));
    return Int32Array.from(positions);
  };
  const matcher = { match, prepare: () => fill(items.length) };
  matchers.set(items, matcher);
  return matcher;
}

/** The items of a list matching a query, best first (for tests and small lists). */
export const matchCnaes = <T extends CnaeItem>(items: readonly T[], query: string): T[] =>
  Array.from(cnaeMatcher(items).match(query), (position) => items[position] as T);
