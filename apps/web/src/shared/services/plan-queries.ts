// The user's plan (docs/product.md#states-and-transitions), read in one place: the query of GET
// /api/users/{id}, once per backend sign-in, and the one hook every page and the layout read it
// with. Free ('G') until read; a failed read, or a missing, empty or unknown plano, is free too (the
// rule itself, and which codes are paid, live in @cnpj/domain).
import { FREE_PLAN, isFreePlan, normalisePlan } from '@cnpj/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useAuth } from '../auth/AuthProvider';
import { logError } from '../lib/log';
import { keys } from './server-state/keys';

/** The plan and whether it has been read for the current user. */
export interface PlanState {
  /** The plan code: G, or a paid code as the backend sent it. */
  readonly plan: string;
  readonly isFree: boolean;
  /** False until the backend answered (or failed) for the current user. */
  readonly loaded: boolean;
}

/**
 * The plan code, read through the app's one API client; a failure is only logged and reads as free
 * (docs/product.md#errors). The client loads with this first call rather than with whatever imports
 * this module (performance budget: the entry stays without it).
 */
async function readPlan(): Promise<string> {
  try {
    const { api } = await import('./api');
    const { plano } = await api.getUser();
    return normalisePlan(plano);
  } catch (error) {
    logError('Failed to load the plan', error);
    return FREE_PLAN;
  }
}

/** The plan of the identity user `reader` (null while no backend user is signed in). */
export const planQuery = (reader: string | null) =>
  queryOptions({
    queryKey: keys.plan(reader ?? ''),
    queryFn: readPlan,
    enabled: reader !== null,
    // Read once per sign-in (docs/product.md#states-and-transitions).
    staleTime: Infinity,
  });

/** The current user's plan; free until it is read, and read again whenever another user signs in. */
export function usePlan(): PlanState {
  const { user, backendSignedIn } = useAuth();
  // Whose plan to read: the identity uid names the user; the client sends the backend id itself.
  const reader = backendSignedIn ? (user?.uid ?? null) : null;
  const query = useQuery(planQuery(reader));
  // Nothing read for this user yet counts as free (docs/product.md#states-and-transitions).
  const loaded = reader !== null && query.isSuccess;
  const plan = loaded ? query.data : FREE_PLAN;
  return { plan, isFree: isFreePlan(plan), loaded };
}
