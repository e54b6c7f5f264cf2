// Subscribing and the subscription (docs/product.md#my-subscription): which plan lifts a free-plan limit,
// where the provider returns, and what a plan is called. The calls are extensions: every rule here also
// has an answer when they are missing.
import { FREE_PLAN_SEARCH_LIMIT, PAGE_SIZE } from './limits';
import type { Periodicidade, PlanoLimites, PlanoOferta } from './types';

/** The free plan's four limits (docs/product.md#plans-and-permissions), as "Assinar" names them. */
export type FreePlanLimit = 'resultados' | 'pesquisas' | 'listas' | 'exportacao';

/** The free plan's limits in the plans' terms: 50 results, 10 searches, no lists, no Excel. */
export const FREE_PLAN_LIMITS: PlanoLimites = {
  resultados: PAGE_SIZE,
  pesquisas: FREE_PLAN_SEARCH_LIMIT,
  listas: false,
  exportacao: false,
};

const above = (limit: number | null, free: number) => limit === null || limit > free;

/** Whether a plan lifts one of the free plan's limits. */
export function liftsLimit(plan: PlanoOferta, limit: FreePlanLimit): boolean {
  const { limites } = plan;
  switch (limit) {
    case 'resultados':
      return above(limites.resultados, PAGE_SIZE);
    case 'pesquisas':
      return above(limites.pesquisas, FREE_PLAN_SEARCH_LIMIT);
    case 'listas':
      return limites.listas;
    case 'exportacao':
      return limites.exportacao;
  }
}

/** The plan to preselect for a limit: the cheapest (monthly) that lifts it; null when none does. */
export function planLifting(
  plans: readonly PlanoOferta[],
  limit: FreePlanLimit | null,
): PlanoOferta | null {
  if (limit === null) return null;
  const lifting = plans.filter((plan) => liftsLimit(plan, limit));
  return lifting.reduce<PlanoOferta | null>(
    (best, plan) => (best === null || plan.preco_mensal < best.preco_mensal ? plan : best),
    null,
  );
}

/** The query parameter of /minha-assinatura naming the limit a free-plan alert was about. */
export const LIMIT_PARAM = 'liberar';
/** The query parameter the provider's failure return carries. */
export const PAYMENT_PARAM = 'pagamento';
/** Its value after a failed or abandoned payment. */
export const PAYMENT_FAILED = 'nao-concluido';
/** The plan and billing of the failed attempt, so "Tentar novamente" repeats it. */
export const PLAN_PARAM = 'plano';
export const BILLING_PARAM = 'periodicidade';

const LIMITS: readonly FreePlanLimit[] = ['resultados', 'pesquisas', 'listas', 'exportacao'];

/** A limit from the page's address; null for none or an unknown one. */
export function readLimit(value: string | null | undefined): FreePlanLimit | null {
  return LIMITS.find((limit) => limit === value) ?? null;
}

/** A billing period from the page's address; monthly unless it says annual. */
export function readBilling(value: string | null | undefined): Periodicidade {
  return value === 'anual' ? 'anual' : 'mensal';
}

/** The two addresses the provider returns to: /obrigado after a payment, this page with a flag otherwise. */
export function checkoutReturns(
  appOrigin: string,
  plano: string,
  periodicidade: Periodicidade,
): { retorno_sucesso: string; retorno_falha: string } {
  const failure = new URL('/minha-assinatura', appOrigin);
  failure.searchParams.set(PAYMENT_PARAM, PAYMENT_FAILED);
  failure.searchParams.set(PLAN_PARAM, plano);
  failure.searchParams.set(BILLING_PARAM, periodicidade);
  return {
    retorno_sucesso: new URL('/obrigado', appOrigin).href,
    retorno_falha: failure.href,
  };
}

/** What to call a plan: its name, else its code (docs/product.md#plans-and-permissions). */
export function planName(codigo: string, nome: string | null | undefined): string {
  const name = nome?.trim();
  return name ? name : codigo;
}

/** An annual price per month, rounded up to the cent so it never overstates the saving. */
export function monthlyEquivalent(annual: number): number {
  return Math.ceil(Math.round((annual / 12) * 1e6) / 1e4) / 100;
}
