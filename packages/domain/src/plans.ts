// Plans (docs/product.md#plans-and-permissions): G is free; a missing, empty or unknown plano also
// counts as free; the paid codes are the contract's other codes. Small on purpose: the first paint of
// every page reads it, so it carries no label table and no alert text (those are in labels.ts and
// free-plan.ts).
import type { Plano } from './types';

/** The free plan's code. */
export const FREE_PLAN: Plano = 'G';

/**
 * Every plan code the contract names. Written out rather than read from the generated label table,
 * which would bring every enumeration into the first paint; the check below fails to compile when
 * the contract names a code this list lacks.
 */
const CONTRACT_PLANS = ['G', 'M', 'S', 'A'] as const satisfies readonly Plano[];
const everyContractPlanListed: [Exclude<Plano, (typeof CONTRACT_PLANS)[number]>] extends [never] ? true : never = true;
void everyContractPlanListed;

/** The codes that mean a paid plan. */
export const PAID_PLANS: ReadonlySet<string> = new Set<string>(CONTRACT_PLANS.filter((code) => code !== FREE_PLAN));

/** True for G and for a missing, empty or unknown plano. */
export function isFreePlan(plano: string | null | undefined): boolean {
  return !plano || !PAID_PLANS.has(plano);
}

/** The plan for a backend plano value: paid codes as they are, anything else the free plan. */
export function normalisePlan(plano: unknown): Plano {
  return typeof plano === 'string' && PAID_PLANS.has(plano) ? (plano as Plano) : FREE_PLAN;
}
