// Plans and subscription extensions (openapi tag `extensions`, docs/product.md#my-subscription): the plans,
// the provider's hosted checkout, the current subscription and its cancellation. The checkout page itself
// is the Express host's (server/checkout-page.ts); stories and unit tests never follow its address.
import { paidPlans } from '@cnpj/domain';
import type { MockOptions } from '../options.ts';
import {
  cancelSubscription,
  currentSubscription,
  offeredPlans,
  openCheckout,
} from '../subscriptions.ts';
import { extraKeys, readBody } from './body.ts';
import { authed, fail, has, planOf, type Session } from './context.ts';
import { http } from './http.ts';

interface CheckoutBody {
  plano: string;
  periodicidade: 'mensal' | 'anual';
  retorno_sucesso: string;
  retorno_falha: string;
}

function returnUrl(value: unknown, origin: string | null): string | null {
  if (typeof value !== 'string') return null;
  try {
    const url = new URL(value);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    // The provider sends the browser back to the app only: never to another site (open redirect).
    if (origin !== null && url.origin !== origin) return null;
    return url.href;
  } catch {
    return null;
  }
}

function checkCheckout(origin: string | null) {
  return (body: Record<string, unknown>): string | null => {
    if (typeof body.plano !== 'string' || !paidPlans().has(body.plano))
      return 'plano deve ser um plano pago';
    if (body.periodicidade !== 'mensal' && body.periodicidade !== 'anual')
      return 'periodicidade deve ser mensal ou anual';
    if (!returnUrl(body.retorno_sucesso, origin) || !returnUrl(body.retorno_falha, origin))
      return 'retorno_sucesso e retorno_falha devem ser endereços do próprio app';
    return extraKeys(body, ['plano', 'periodicidade', 'retorno_sucesso', 'retorno_falha']);
  };
}

/** The subscriptionUnavailable scenario: a backend without these extensions. */
function missing(session: Session): boolean {
  return has(session, 'subscriptionUnavailable');
}

function view(request: Request, session: Session) {
  return {
    plano: planOf(session),
    overdue: has(session, 'subscriptionOverdue'),
    cancelled: has(session, 'subscriptionCancelled'),
    origin: new URL(request.url).origin,
    searches: session.user.searchCount,
  };
}

const NOT_THERE = 'Extensão não implementada (cenário subscriptionUnavailable)';

/** GET /api/planos, POST /api/assinaturas/checkout, GET /api/assinaturas/atual and the cancellation. */
export function assinaturaHandlers(options: MockOptions) {
  return [
    http.get(
      '/api/planos',
      authed(options, (info, session) => {
        if (missing(session)) return fail(info, 404, NOT_THERE, 'NOT_FOUND');
        if (has(session, 'subscriptionError'))
          return fail(info, 500, 'Falha ao ler os planos (cenário subscriptionError)');
        return info.response(200).json(offeredPlans());
      }),
    ),
    http.post(
      '/api/assinaturas/checkout',
      authed(options, async (info, session) => {
        if (missing(session)) return fail(info, 404, NOT_THERE, 'NOT_FOUND');
        if (has(session, 'subscriptionError'))
          return fail(info, 500, 'Falha ao abrir o pagamento (cenário subscriptionError)');
        const origin = info.request.headers.get('origin');
        const body = await readBody<CheckoutBody>(info.request, checkCheckout(origin));
        if (!body.ok) return fail(info, 400, body.message, 'BAD_REQUEST');
        const plan = offeredPlans().find((offer) => offer.codigo === body.value.plano);
        if (!plan) return fail(info, 400, 'plano não está à venda', 'BAD_REQUEST');
        const id = openCheckout({
          user: session.user,
          plan,
          periodicidade: body.value.periodicidade,
          successUrl: body.value.retorno_sucesso,
          failureUrl: body.value.retorno_falha,
          fails: has(session, 'checkoutFails'),
        });
        const url = new URL(`/pagamento/${id}`, info.request.url).href;
        return info.response(201).json({ url });
      }),
    ),
    http.get(
      '/api/assinaturas/atual',
      authed(options, (info, session) => {
        if (missing(session)) return fail(info, 404, NOT_THERE, 'NOT_FOUND');
        if (has(session, 'subscriptionError'))
          return fail(info, 500, 'Falha ao ler a assinatura (cenário subscriptionError)');
        return info
          .response(200)
          .json(currentSubscription(session.user, view(info.request, session)));
      }),
    ),
    http.post(
      '/api/assinaturas/atual/cancelamento',
      authed(options, (info, session) => {
        if (missing(session)) return fail(info, 404, NOT_THERE, 'NOT_FOUND');
        const current = currentSubscription(session.user, view(info.request, session));
        if (current.status === null || current.status === 'cancelada')
          return fail(info, 409, 'Não há assinatura ativa para cancelar', 'CONFLICT');
        cancelSubscription(session.user);
        return info
          .response(200)
          .json(currentSubscription(session.user, view(info.request, session)));
      }),
    ),
  ];
}
