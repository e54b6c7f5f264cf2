// The user's plan for the whole tree, loaded once the backend user id is known (docs/product.md#states-and-transitions).
import type { Plano } from '@cnpj/domain';
import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useAuth } from '../auth/AuthProvider';
import { FREE_PLAN, isFreePlan } from '@cnpj/domain';
import { loadPlan } from './plan';

/** The plan and whether it has been read for the current user. */
export interface PlanState {
  readonly plan: Plano;
  readonly isFree: boolean;
  /** False until the backend answered (or failed) for the current user. */
  readonly loaded: boolean;
}

const PlanContext = createContext<PlanState>({ plan: FREE_PLAN, isFree: true, loaded: false });

/** Loads the plan through `getUser` whenever the backend user id changes. */
export function PlanProvider({
  getUser,
  children,
}: {
  getUser: (id: string) => Promise<{ plano?: unknown }>;
  children: ReactNode;
}) {
  const { backendUserId } = useAuth();
  const [read, setRead] = useState<{ userId: string; plan: Plano } | null>(null);

  useEffect(() => {
    if (!backendUserId) return;
    let current = true;
    void loadPlan(getUser, backendUserId).then((plan) => {
      if (current) setRead({ userId: backendUserId, plan });
    });
    return () => {
      current = false;
    };
  }, [backendUserId, getUser]);

  // A plan read for another user (or none yet) does not count: free until read (docs/product.md#states-and-transitions).
  const loaded = read !== null && read.userId === backendUserId;
  const plan = loaded ? read.plan : FREE_PLAN;
  // The same object while nothing changed, so the pages reading it do not redraw with every parent.
  const value = useMemo(() => ({ plan, isFree: isFreePlan(plan), loaded }), [plan, loaded]);
  return <PlanContext.Provider value={value}>{children}</PlanContext.Provider>;
}

/** The current user's plan; free until it is read. */
export function usePlan(): PlanState {
  return useContext(PlanContext);
}
