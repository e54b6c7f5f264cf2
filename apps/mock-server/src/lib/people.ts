// People's names from faker's pt-BR locale, drawn with our own seeded Rng: re-seeding faker per row
// cost ~90 µs, too slow for a 65,535-row export, so only its word lists are used.
import { fakerPT_BR } from '@faker-js/faker';
import type { Rng } from './random.ts';
import { registerCase } from './text.ts';
import { SURNAMES } from '../search/vocabulary.ts';

const person = fakerPT_BR.definitions.person;
const firstNames = person?.first_name;
const fakerLastNames = person?.last_name;

/** pt-BR first names (female and male). */
export const FIRST_NAMES: readonly string[] = [
  ...(firstNames?.female ?? []),
  ...(firstNames?.male ?? []),
];
/** pt-BR surnames: faker's plus the register's most common ones. */
export const LAST_NAMES: readonly string[] = [
  ...new Set([...(fakerLastNames?.generic ?? []).map(registerCase), ...SURNAMES]),
];

/** A first name. */
export function firstName(rng: Rng): string {
  return rng.pick(FIRST_NAMES);
}

/** A full name in the register's case (upper, no accents), sometimes with a middle surname. */
export function personName(rng: Rng): string {
  const middle = rng.chance(0.6) ? ` ${rng.pick(LAST_NAMES)}` : '';
  return registerCase(`${firstName(rng)}${middle} ${rng.pick(LAST_NAMES)}`);
}
