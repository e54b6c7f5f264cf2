// The plans and subscription extensions (docs/product.md#my-subscription): a backend may answer 404
// for them, and the app then falls back to VITE_SUBSCRIBE_URL or the contact e-mail.
import type { AssinaturaAtual, Checkout, CheckoutRequest, PlanoOferta } from '@cnpj/domain';
import { unwrap, type CallContext } from './context';

/** Plans and subscription calls. */
export interface AssinaturaCalls {
  /** Extension GET /api/planos: the paid plans, cheapest first. */
  getPlanos(): Promise<PlanoOferta[]>;
  /** Extension POST /api/assinaturas/checkout: the provider's hosted checkout address. */
  createCheckout(request: CheckoutRequest): Promise<Checkout>;
  /** Extension GET /api/assinaturas/atual: the signed-in user's subscription. */
  getAssinaturaAtual(): Promise<AssinaturaAtual>;
  /** Extension POST /api/assinaturas/atual/cancelamento: cancels at the end of the paid period. */
  cancelAssinatura(): Promise<AssinaturaAtual>;
}

/** The plans and subscription calls over a context. */
export function assinaturaCalls({ http }: CallContext): AssinaturaCalls {
  return {
    getPlanos: () => unwrap(http.GET('/api/planos')),
    createCheckout: (request) => unwrap(http.POST('/api/assinaturas/checkout', { body: request })),
    getAssinaturaAtual: () => unwrap(http.GET('/api/assinaturas/atual')),
    cancelAssinatura: () => unwrap(http.POST('/api/assinaturas/atual/cancelamento')),
  };
}
