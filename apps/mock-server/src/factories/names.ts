// Legal and trade names that fit the company's activity (its archetype, @cnpj/fixtures). A fraction in
// [0, 1) picks the words monotonically, so ordering a search by name (R, N) is just ordering its rows
// by that fraction (see search/rows.ts).
import { CNAES, fullCnaes } from '../reference.ts';
import { ARCHETYPES, activitiesOf, archetypeFor, type Activity } from '@cnpj/fixtures';

export {
  legalName,
  randomLegalName,
  randomTradeName,
  tradeName,
  type Activity,
} from '@cnpj/fixtures';

let descriptions: Map<string, string> | undefined;

/** The description of a CNAE subclass, '' when unknown. */
export function cnaeDescription(code: string): string {
  descriptions ??= new Map([...fullCnaes(), ...CNAES].map((item) => [item.codigo, item.descricao]));
  return descriptions.get(code) ?? '';
}

/** The activity of a main CNAE. */
export function activityOf(code: string): Activity {
  return { archetype: archetypeFor(code, cnaeDescription(code)), codigo: code };
}

/** Every archetype's activities: a company with no CNAE asked for is one of these. */
export const ALL_ACTIVITIES: readonly Activity[] = activitiesOf(ARCHETYPES);

/** The activities a search's CNAEs allow (all of them when it asks for none). */
export function activitiesFor(cnaes: readonly string[]): readonly Activity[] {
  return cnaes.length ? cnaes.map(activityOf) : ALL_ACTIVITIES;
}
