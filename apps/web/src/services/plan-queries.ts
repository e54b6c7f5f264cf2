// The plan's server read (docs/product.md#states-and-transitions): the user's plano, read once per
// backend sign-in. loadPlan never fails: a failed read is logged and gives the free plan.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { loadPlan } from './plan';
import type { GetUser } from './plan-source';
import { keys } from './server-state/keys';

/** The plan of the identity user `reader` (null while no backend user is signed in). */
export const planQuery = (reader: string | null, read: GetUser) =>
  queryOptions({
    queryKey: keys.plan(reader ?? ''),
    queryFn: () => loadPlan(read),
    enabled: reader !== null,
    // Read once per sign-in (docs/product.md#states-and-transitions).
    staleTime: Infinity,
  });

/** The plan query for `reader`, read through `read`. */
export const usePlanQuery = (reader: string | null, read: GetUser) =>
  useQuery(planQuery(reader, read));
