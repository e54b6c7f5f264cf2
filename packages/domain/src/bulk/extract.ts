// Reading CNPJs out of whatever a prospector pastes or uploads (docs/product.md#bulk-cnpj-lookup):
// masks, spaces, "CNPJ:" labels, numeric and alphanumeric CNPJs, one or many per line. What a CNPJ is
// (its form and check digits) is cnpj.ts's rule; this module only finds the candidates in a text.
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

/** "CNPJ", "CNPJ/MF", "CNPJ nº": labels written before a number, read as separators. */
const LABEL = /CNPJ(?:\s*\/\s*MF)?(?:\s*N\.?\s*[º°])?/gi;

/**
 * A CNPJ as people write it: 2-3-3-4-2 characters, each group optionally after its mask character
 * or a space, the last 2 always digits, standing alone (not inside a longer run).
 */
const CANDIDATE =
  /(?<![0-9A-Z])[0-9A-Z]{2}[.\s]?[0-9A-Z]{3}[.\s]?[0-9A-Z]{3}[/\s]?[0-9A-Z]{4}[-\s]?[0-9]{2}(?![0-9A-Z])/g;

/** A run of digits with mask characters: what is left of a number that is no whole CNPJ. */
const NUMBER = /[0-9][0-9./-]*[0-9]/g;

/** Fewer digits than a CPF is a phone, a CEP, a year: not meant as a CNPJ, so not reported. */
const SHORTEST_REPORTED = 11;

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

function candidates(text: string): Found[] {
  const found: Found[] = [];
  const upper = text.replace(LABEL, (label) => ' '.repeat(label.length)).toUpperCase();
  const rest = upper.replace(CANDIDATE, (match, at: number) => {
    const cnpj = normaliseCnpj(match);
    if (hasValidCheckDigits(cnpj)) found.push({ at, cnpj });
    // With letters, a wrong check digit is more likely a word than a mistyped CNPJ: not reported.
    else if (/^[0-9]+$/.test(cnpj))
      found.push({ at, invalid: { text: match.trim(), reason: 'checkDigits' } });
    else return match;
    return ' '.repeat(match.length);
  });
  for (const match of rest.matchAll(NUMBER)) {
    const digits = match[0].replace(/\D/g, '');
    if (digits.length < SHORTEST_REPORTED) continue;
    const cnpj = padded(digits);
    found.push(
      cnpj
        ? { at: match.index, cnpj }
        : { at: match.index, invalid: { text: match[0], reason: 'length' } },
    );
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
