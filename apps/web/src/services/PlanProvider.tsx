// The user's plan for the signed-in tree (docs/product.md#states-and-transitions): a query of the
// server-state cache, read once per backend sign-in. Free until read, and free when the read fails.
import { FREE_PLAN, isFreePlan } from '@cnpj/domain';
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { useAuth } from '../auth/AuthProvider';
import { GetUserContext, type GetUser } from './plan-source';
import { usePlanQuery } from './plan-queries';

/** The plan and whether it has been read for the current user. */
export interface PlanState {
  /** The plan code: G, or a paid code as the backend sent it. */
  readonly plan: string;
  readonly isFree: boolean;
  /** False until the backend answered (or failed) for the current user. */
  readonly loaded: boolean;
}

const PlanContext = createContext<PlanState>({ plan: FREE_PLAN, isFree: true, loaded: false });

/** Reads the plan whenever another user signs in to the backend; `getUser` overrides the app's reader. */
export function PlanProvider({ getUser, children }: { getUser?: GetUser; children: ReactNode }) {
  const { user, backendSignedIn } = useAuth();
  const fromApp = useContext(GetUserContext);
  const read = getUser ?? fromApp;
  // Whose plan to read: the identity uid names the user; the client sends the backend id itself.
  const reader = backendSignedIn ? (user?.uid ?? null) : null;
  const query = usePlanQuery(reader, read);
  // Nothing read for this user yet counts as free (docs/product.md#states-and-transitions).
  const loaded = reader !== null && query.isSuccess;
  const plan = loaded ? query.data : FREE_PLAN;
  // The same object while nothing changed, so the pages reading it do not redraw with every parent.
  const value = useMemo(() => ({ plan, isFree: isFreePlan(plan), loaded }), [plan, loaded]);
  return <PlanContext.Provider value={value}>{children}</PlanContext.Provider>;
}

/** The current user's plan; free until it is read. */
export function usePlan(): PlanState {
  return useContext(PlanContext);
}
