// Plans (docs/product.md#plans-and-permissions): G is free; a missing, empty or unknown plano also
// counts as free; the paid codes are the contract's other known codes.
import { planoLabels, planoOptions } from './generated/enums';
import { FREE_PLAN_SEARCH_LIMIT } from './limits';
import * as messages from './messages';
import type { Plano } from './types';

/** The free plan's code. */
export const FREE_PLAN: Plano = 'G';

/** The codes that mean a paid plan. */
export const PAID_PLANS: ReadonlySet<string> = new Set(
  planoOptions.map((option) => option.value).filter((code) => code !== FREE_PLAN),
);

/** True for G and for a missing, empty or unknown plano. */
export function isFreePlan(plano: string | null | undefined): boolean {
  return !plano || !PAID_PLANS.has(plano);
}

/** The plan for a backend plano value: paid codes as they are, anything else the free plan. */
export function normalisePlan(plano: unknown): Plano {
  return typeof plano === 'string' && PAID_PLANS.has(plano) ? (plano as Plano) : FREE_PLAN;
}

/** A plan's name where one is shown; codes the contract does not name show as themselves. */
export function planLabel(plano: string): string {
  return Object.hasOwn(planoLabels, plano) ? planoLabels[plano as Plano] : plano;
}

/** Actions the free plan blocks. */
export type FreePlanAction = 'paging' | 'export' | 'lists';

const freePlanAlerts: Record<FreePlanAction, string> = {
  paging: messages.FREE_PLAN_PAGING_ALERT,
  export: messages.FREE_PLAN_EXPORT_ALERT,
  lists: messages.FREE_PLAN_LISTS_ALERT,
};

/** The alert that blocks `action` on the free plan, or null on a paid plan. */
export function freePlanAlert(action: FreePlanAction, plano: string | null | undefined): string | null {
  return isFreePlan(plano) ? freePlanAlerts[action] : null;
}

/** The alert a free-plan user with `count` searches gets before searching again; null lets it run. */
export function searchLimitAlert(count: number, plano: string | null | undefined): string | null {
  return isFreePlan(plano) && count >= FREE_PLAN_SEARCH_LIMIT ? messages.SEARCH_LIMIT_ALERT : null;
}

/** The error code the contract gives a call refused because of the free plan's limits. */
export const FREE_PLAN_LIMIT_CODE = 'FREE_PLAN_LIMIT';

/**
 * True when an error answer is a refusal for the free plan's limits: status 402 with the code
 * FREE_PLAN_LIMIT (decisions/006-free-plan-refusal-is-402.md). Any other 402 is a plain failure.
 */
export function isFreePlanRefusal(status: number, body: unknown): boolean {
  return (
    status === 402 &&
    typeof body === 'object' &&
    body !== null &&
    'code' in body &&
    body.code === FREE_PLAN_LIMIT_CODE
  );
}
