// The plan is read by usePlan in plan-queries.ts; this module only keeps the old import path and
// provider working while the pages and the test helpers that use them move to it.
import type { ReactNode } from 'react';
import { GetUserContext, type GetUser } from './plan-source';

export { usePlan, type PlanState } from './plan-queries';

/** Passes `getUser`, when given, as the plan reader of `children`; it adds nothing else. */
export function PlanProvider({ getUser, children }: { getUser?: GetUser; children: ReactNode }) {
  return getUser ? <GetUserContext value={getUser}>{children}</GetUserContext> : children;
}
