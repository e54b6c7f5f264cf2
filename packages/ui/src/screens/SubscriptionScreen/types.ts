/** SPEC §1/§4: free is plan G (also unknown or empty); every other plan is paid and is never named. */
export type PlanKind = 'free' | 'paid';

/** What /minha-assinatura shows. `searchesUsed` is null when the count could not be read. */
export type SubscriptionState = { kind: 'loading' } | { kind: 'ready'; plan: PlanKind; searchesUsed: number | null };

/** SPEC §9: searches allowed on the free plan. */
export const FREE_PLAN_SEARCH_LIMIT = 10;
