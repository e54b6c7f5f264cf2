// Reading CNPJs out of whatever a prospector pastes or uploads (docs/product.md#bulk-cnpj-lookup):
// masks, spaces, "CNPJ:" labels, numeric and alphanumeric CNPJs in either case, one or many per
// line. What a CNPJ is (its form and check digits) is cnpj.ts's rule; this module finds what looks
// like one, and accounts for every such piece: valid, repeated, or invalid with its reason, never
// dropped. What looks like one (decision 058): a piece in the CNPJ's shape (14 letters or digits,
// the last 2 digits, together, masked or in spaced groups); a token of only a CNPJ's characters
// with letters, 11 to 16 of them, and 2 digits or the mask's "../"; a run of 11 digits or more.
// Words, e-mails, addresses, phones and CEPs are none of these.
import {
  CNPJ_INVALID_MESSAGE,
  CNPJ_LENGTH,
  CNPJ_LENGTH_MESSAGE,
  hasValidCheckDigits,
  normaliseCnpj,
} from '../cnpj';

/** The most CNPJs one run looks up; above it the first ones are kept. */
export const BULK_LOOKUP_LIMIT = 1_000;

/** Why a piece of text is not a CNPJ that can be looked up. */
export type InvalidReason = 'length' | 'checkDigits';

/** The message shown beside an invalid CNPJ: the lookup's own (docs/product.md#cnpj). */
export const INVALID_REASON_MESSAGES: Readonly<Record<InvalidReason, string>> = {
  length: CNPJ_LENGTH_MESSAGE,
  checkDigits: CNPJ_INVALID_MESSAGE,
};

/** A piece of the text that looked like a CNPJ but cannot be one. */
export interface InvalidCnpj {
  /** As written (trimmed). */
  text: string;
  reason: InvalidReason;
}

/** What a text holds, in the order it was written. */
export interface ExtractedCnpjs {
  /** Valid CNPJs, normalised, each once, at most BULK_LOOKUP_LIMIT. */
  valid: string[];
  /** Valid CNPJs written more than once: each further occurrence. */
  repeated: string[];
  invalid: InvalidCnpj[];
  /** Valid CNPJs left out above BULK_LOOKUP_LIMIT. */
  overLimit: number;
}

/**
 * "CNPJ", "CNPJ/MF", "CNPJ nº": labels written before a number, read as separators; not inside a
 * longer run of letters, so a root holding the letters C, N, P, J keeps them.
 */
const LABEL = /(?<![0-9A-Z])CNPJ(?:\s*\/\s*MF)?(?:\s*N\.?\s*[º°])?/gi;

/**
 * A CNPJ as people write it: 2-3-3-4-2 letters or digits, in either case, each group optionally
 * after its mask character or a space, the last 2 always digits, standing alone.
 */
const CANDIDATE =
  /(?<![0-9A-Z])[0-9A-Z]{2}[.\s]?[0-9A-Z]{3}[.\s]?[0-9A-Z]{3}[/\s]?[0-9A-Z]{4}[-\s]?[0-9]{2}(?![0-9A-Z])/gi;

/** A piece of text between separators (spaces, commas, semicolons, bars, quotes, brackets). */
const TOKEN = /[^\s,;|"'()[\]{}<>]+/g;

/** A run of digits with mask characters: what is left of a number that is no whole CNPJ. */
const NUMBER = /[0-9][0-9./-]*[0-9]/g;

/** Fewer characters than a CPF is a phone, a CEP, a year or a word: not meant as a CNPJ. */
const SHORTEST_REPORTED = 11;
/** More letters and digits than this in one token is some other code, not a mistyped CNPJ. */
const LONGEST_LETTERED = 16;

/**
 * A spreadsheet shows the CNPJ 00.360.305/0001-04 as the number 360305000104: a run of 12 or 13
 * digits whose padded form has right check digits is that CNPJ.
 */
function padded(digits: string): string | null {
  if (digits.length < 12 || digits.length >= CNPJ_LENGTH) return null;
  const whole = digits.padStart(CNPJ_LENGTH, '0');
  return hasValidCheckDigits(whole) ? whole : null;
}

type Found = { at: number; cnpj: string } | { at: number; invalid: InvalidCnpj };

/** The CNPJ a candidate is, or why it cannot be one (a 14-character one has wrong check digits). */
function judged(line: string, at: number, length: number): Found {
  const text = line.slice(at, at + length);
  const cnpj = normaliseCnpj(text);
  if (hasValidCheckDigits(cnpj)) return { at, cnpj };
  const whole = padded(cnpj);
  if (whole) return { at, cnpj: whole };
  return { at, invalid: { text, reason: cnpj.length === CNPJ_LENGTH ? 'checkDigits' : 'length' } };
}

/**
 * A token with letters that stands for a CNPJ (docs/product.md#bulk-cnpj-lookup): only a CNPJ's
 * characters and mask, 11 to 16 letters and digits, and either 2 digits or more, or the mask's
 * ".", ".", "/" in their order. A word, an e-mail, an address or a short code is none of these.
 */
function isLetteredCandidate(token: string): boolean {
  if (!/^[0-9A-Z./-]+$/i.test(token) || !/[A-Z]/i.test(token)) return false;
  const characters = token.replace(/[./-]/g, '');
  if (characters.length < SHORTEST_REPORTED || characters.length > LONGEST_LETTERED) return false;
  const masked = /^\.\.\/-?$/.test(token.replace(/[0-9A-Z]/gi, ''));
  return masked || characters.replace(/\D/g, '').length >= 2;
}

/** `text` with the matches `take` kept blanked out, so no later pass reads them again. */
function blanked(text: string, pattern: RegExp, take: (match: string, at: number) => boolean) {
  return text.replace(pattern, (match: string, at: number) =>
    take(match, at) ? ' '.repeat(match.length) : match,
  );
}

/**
 * The CNPJs and would-be CNPJs of one line, in four passes, each blanking what it took: whole CNPJs
 * with right check digits (even one whose root begins with the letters of "CNPJ"); then, labels
 * read as separators, every piece in the CNPJ's shape (but not one written with spaces between its
 * groups and no digit before the check digits: that is words, "DA RUA DOS LAGO 12"); then tokens
 * with letters that stand for a CNPJ; then runs of 11 digits or more.
 */
function candidates(line: string): Found[] {
  const found: Found[] = [];
  const take = (at: number, length: number) => found.push(judged(line, at, length));
  let rest = blanked(line, CANDIDATE, (match, at) => {
    if (!hasValidCheckDigits(normaliseCnpj(match))) return false;
    take(at, match.length);
    return true;
  });
  rest = rest.replace(LABEL, (label) => ' '.repeat(label.length));
  rest = blanked(rest, CANDIDATE, (match, at) => {
    if (/\s/.test(match) && !/[0-9]/.test(match.slice(0, -2))) return false;
    take(at, match.length);
    return true;
  });
  rest = blanked(rest, TOKEN, (match, at) => {
    // A full stop or hyphen ending a sentence is no part of the token.
    const token = match.replace(/^[./-]+/, '');
    const start = at + match.length - token.length;
    const trimmed = token.replace(/[./-]+$/, '');
    if (!isLetteredCandidate(trimmed)) return false;
    take(start, trimmed.length);
    return true;
  });
  for (const match of rest.matchAll(NUMBER)) {
    if (match[0].replace(/\D/g, '').length >= SHORTEST_REPORTED) take(match.index, match[0].length);
  }
  return found.sort((a, b) => a.at - b.at);
}

/** Every CNPJ in a pasted or typed text (or a file's column), classified. */
export function extractCnpjs(text: string): ExtractedCnpjs {
  return classify(text.split(/\r?\n|\r/).flatMap((line) => candidates(line)));
}

/** The CNPJs of a list of cells (a file's column), each cell read like a line of text. */
export function extractCnpjsFromCells(cells: readonly string[]): ExtractedCnpjs {
  return classify(cells.flatMap((cell) => candidates(cell)));
}

function classify(found: Found[]): ExtractedCnpjs {
  const seen = new Set<string>();
  const result: ExtractedCnpjs = { valid: [], repeated: [], invalid: [], overLimit: 0 };
  for (const item of found) {
    if ('invalid' in item) result.invalid.push(item.invalid);
    else if (seen.has(item.cnpj)) result.repeated.push(item.cnpj);
    else {
      seen.add(item.cnpj);
      if (result.valid.length < BULK_LOOKUP_LIMIT) result.valid.push(item.cnpj);
      else result.overLimit += 1;
    }
  }
  return result;
}
