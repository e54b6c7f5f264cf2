// Legal and trade names. A fraction in [0, 1) picks the words monotonically, so ordering a search by
// name (R, N) is just ordering its rows by that fraction (see search/rows.ts).
import type { Rng } from '../lib/random.ts';
import {
  ACTIVITIES,
  FANTASY_HEADS,
  FANTASY_TAILS,
  SUFFIXES,
  SURNAMES,
  monotonicWords,
} from '../search/vocabulary.ts';

/** A legal name; a searched text, when given, leads it (the name search matches it). */
export function companyName(fraction: number, searched: string): string {
  const words = monotonicWords(fraction, [SURNAMES, ACTIVITIES, SUFFIXES]);
  return (searched ? [searched, ...words] : words).join(' ');
}

/** A trade name for a sorted position: the first few are missing or hidden ("********", docs/product.md#entities). */
export function sortedFantasyName(fraction: number): string | null {
  if (fraction < 0.04) return null;
  if (fraction < 0.12) return '********';
  return monotonicWords((fraction - 0.12) / 0.88, [FANTASY_HEADS, FANTASY_TAILS]).join(' ');
}

/** A random trade name, sometimes missing or hidden. */
export function fantasyName(rng: Rng): string | null {
  return sortedFantasyName(rng.next());
}
