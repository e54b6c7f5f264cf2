// Plans (docs/product.md#plans-and-permissions): G is free; a missing, empty or unknown plano also
// counts as free. Which other codes mean a paid plan depends on the backend: the contract's M, S and A
// by default, or the list the app and the mock host are configured with at start-up (decision 018).
// Small on purpose: the first paint of every page reads it, so it carries no label table and no alert
// text (those are in labels.ts and free-plan.ts).
import type { Plano } from './types';

/** The free plan's code. */
export const FREE_PLAN: Plano = 'G';

/**
 * Every plan code the contract names. Written out rather than read from the generated label table,
 * which would bring every enumeration into the first paint; the check below fails to compile when
 * the contract names a code this list lacks.
 */
const CONTRACT_PLANS = ['G', 'M', 'S', 'A'] as const satisfies readonly Plano[];
const everyContractPlanListed: [Exclude<Plano, (typeof CONTRACT_PLANS)[number]>] extends [never]
  ? true
  : never = true;
void everyContractPlanListed;

/** The paid codes the contract names: M, S and A. */
export const CONTRACT_PAID_PLANS: readonly string[] = CONTRACT_PLANS.filter(
  (code) => code !== FREE_PLAN,
);

let paid: ReadonlySet<string> = new Set(CONTRACT_PAID_PLANS);

/**
 * Reads a comma-separated list of paid plan codes ("P, PRO"): codes trimmed, blanks and repeats
 * dropped, G dropped (the product fixes it as free). Null when nothing is left, meaning "the
 * contract's list".
 */
export function parsePaidPlans(text: string | null | undefined): string[] | null {
  const codes = (text ?? '')
    .split(',')
    .map((code) => code.trim())
    .filter((code) => code !== '' && code !== FREE_PLAN);
  return codes.length > 0 ? [...new Set(codes)] : null;
}

/**
 * Sets the codes that mean a paid plan, once at start-up: the app from VITE_PAID_PLANS, the mock
 * host from MOCK_PAID_PLANS. Null or an empty list restores the contract's list.
 */
export function configurePaidPlans(codes: readonly string[] | null): void {
  const chosen = codes?.filter((code) => code !== '' && code !== FREE_PLAN) ?? [];
  paid = new Set(chosen.length > 0 ? chosen : CONTRACT_PAID_PLANS);
}

/** The codes that mean a paid plan, as configured. */
export function paidPlans(): ReadonlySet<string> {
  return paid;
}

/** True for G and for a missing, empty or unknown plano. */
export function isFreePlan(plano: string | null | undefined): boolean {
  return !plano || !paid.has(plano);
}

/** The plan for a backend plano value: a paid code as it is, anything else the free plan. */
export function normalisePlan(plano: unknown): string {
  return typeof plano === 'string' && paid.has(plano) ? plano : FREE_PLAN;
}
