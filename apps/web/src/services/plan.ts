// The user's plan (docs/product.md#states-and-transitions): free ('G') until read; a failed read or a missing, empty or unknown
// plano also counts as free (the rule itself lives in @cnpj/domain).
import { logError } from '../lib/log';
import { FREE_PLAN, normalisePlan } from '@cnpj/domain';

/**
 * Reads the user's plan code: a paid code as the backend sent it (which codes are paid is configured,
 * VITE_PAID_PLANS), anything else G. A failure is only logged and gives the free plan (docs/product.md#errors).
 */
export async function loadPlan(getUser: () => Promise<{ plano?: unknown }>): Promise<string> {
  try {
    const { plano } = await getUser();
    return normalisePlan(plano);
  } catch (error) {
    logError('Failed to load the plan', error);
    return FREE_PLAN;
  }
}
