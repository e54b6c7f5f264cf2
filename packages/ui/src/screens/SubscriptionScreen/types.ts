import type { AssinaturaAtual, FreePlanLimit, Periodicidade, PlanoOferta } from '@cnpj/domain';

/** docs/product.md#plans-and-permissions: free is plan G (also unknown or empty); every other configured code is paid. */
export type PlanKind = 'free' | 'paid';

/**
 * What an extension answered (docs/product.md#my-subscription): `unavailable` is its 404, a backend
 * without it, and the screen falls back; `error` is any other failure, with a retry.
 */
export type ExtensionState<T> =
  { kind: 'loading' } | { kind: 'error' } | { kind: 'unavailable' } | { kind: 'ready'; value: T };

/** What /minha-assinatura shows. `searchesUsed` is null when the count could not be read. */
export type SubscriptionState =
  | { kind: 'loading' }
  | {
      kind: 'free';
      searchesUsed: number | null;
      plans: ExtensionState<PlanoOferta[]>;
      /** The limit a free-plan alert's "Assinar" named: the plan that lifts it is preselected. */
      limit: FreePlanLimit | null;
    }
  | {
      kind: 'paid';
      /** The plan code from GET /api/users/{id}; shown as itself when nothing names it. */
      plano: string;
      searchesUsed: number | null;
      subscription: ExtensionState<AssinaturaAtual>;
      plans: ExtensionState<PlanoOferta[]>;
    };

/** The hosted checkout being opened: idle, opening for a plan, or failed to open. */
export type CheckoutState =
  { kind: 'idle' } | { kind: 'opening'; plano: string } | { kind: 'failed' };

/** The cancellation: idle, running, or failed. */
export type CancelState = 'idle' | 'cancelling' | 'failed';

/** A payment the provider returned from without completing: the plan and billing to try again. */
export interface FailedPayment {
  plano: string | null;
  periodicidade: Periodicidade;
}
