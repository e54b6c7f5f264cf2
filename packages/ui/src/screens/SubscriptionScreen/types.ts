/** docs/product.md#overview, #states-and-transitions: free is plan G (also unknown or empty); every other plan is paid and is never named. */
export type PlanKind = 'free' | 'paid';

/** What /minha-assinatura shows. `searchesUsed` is null when the count could not be read. */
export type SubscriptionState =
  { kind: 'loading' } | { kind: 'ready'; plan: PlanKind; searchesUsed: number | null };
