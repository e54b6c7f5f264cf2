// The user's plan for the whole tree, loaded once the user is signed in to the backend (docs/product.md#states-and-transitions).
import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useAuth } from '../auth/AuthProvider';
import { FREE_PLAN, isFreePlan } from '@cnpj/domain';
import { loadPlan } from './plan';

/** The plan and whether it has been read for the current user. */
export interface PlanState {
  /** The plan code: G, or a paid code as the backend sent it. */
  readonly plan: string;
  readonly isFree: boolean;
  /** False until the backend answered (or failed) for the current user. */
  readonly loaded: boolean;
}

const PlanContext = createContext<PlanState>({ plan: FREE_PLAN, isFree: true, loaded: false });

/** Loads the plan through `getUser` whenever another user signs in to the backend. */
export function PlanProvider({
  getUser,
  children,
}: {
  getUser: () => Promise<{ plano?: unknown }>;
  children: ReactNode;
}) {
  const { user, backendSignedIn } = useAuth();
  // Whose plan to read: the identity uid names the user; the client sends the backend id itself.
  const reader = backendSignedIn ? (user?.uid ?? null) : null;
  const [read, setRead] = useState<{ reader: string; plan: string } | null>(null);

  useEffect(() => {
    if (!reader) return;
    let current = true;
    void loadPlan(getUser).then((plan) => {
      if (current) setRead({ reader, plan });
    });
    return () => {
      current = false;
    };
  }, [reader, getUser]);

  // A plan read for another user (or none yet) does not count: free until read (docs/product.md#states-and-transitions).
  const loaded = read !== null && read.reader === reader;
  const plan = loaded ? read.plan : FREE_PLAN;
  // The same object while nothing changed, so the pages reading it do not redraw with every parent.
  const value = useMemo(() => ({ plan, isFree: isFreePlan(plan), loaded }), [plan, loaded]);
  return <PlanContext.Provider value={value}>{children}</PlanContext.Provider>;
}

/** The current user's plan; free until it is read. */
export function usePlan(): PlanState {
  return useContext(PlanContext);
}
