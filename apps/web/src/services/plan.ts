// The user's plan (SPEC §4): free ('G') until read; a failed read or a missing, empty or unknown
// plano also counts as free. Paid codes are the contract's known codes (generated planoOptions).
import { logError } from '../lib/log';
import { planoOptions, type Plano } from '@cnpj/api-client';

/** The free plan's code. */
export const FREE_PLAN: Plano = 'G';

const KNOWN = new Set<string>(planoOptions.map((option) => option.value));

/** The plan for a backend plano value: known codes as they are, anything else free. */
export function normalisePlan(plano: unknown): Plano {
  return typeof plano === 'string' && KNOWN.has(plano) ? (plano as Plano) : FREE_PLAN;
}

/** True when the plan is the free one (SPEC §6 limits apply). */
export function isFreePlan(plan: Plano): boolean {
  return plan === FREE_PLAN;
}

/** Reads the user's plan; a failure is only logged and gives the free plan (SPEC §8). */
export async function loadPlan(
  getUser: (id: string) => Promise<{ plano?: unknown }>,
  userId: string,
): Promise<Plano> {
  try {
    const { plano } = await getUser(userId);
    return normalisePlan(plano);
  } catch (error) {
    logError('Failed to load the plan', error);
    return FREE_PLAN;
  }
}
