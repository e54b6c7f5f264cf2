// Subscribing and the subscription (docs/product.md#my-subscription): which plan lifts a free-plan limit,
// where the provider returns, and what a plan is called. The calls are extensions: every rule here also
// has an answer when they are missing.
import { FREE_PLAN_SEARCH_LIMIT, PAGE_SIZE } from './limits';
import { formatPtBrInteger } from './numbers';
import type { AssinaturaAtual, Periodicidade, PlanoLimites, PlanoOferta } from './types';

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

/** A moment's local day as YYYY-MM-DD, to compare with the backend's days. */
function localIsoDay(moment: Date): string {
  const two = (n: number) => String(n).padStart(2, '0');
  return `${moment.getFullYear()}-${two(moment.getMonth() + 1)}-${two(moment.getDate())}`;
}

/**
 * The subscription as of `today`: a renewal or an access end already past is no longer shown as ahead
 * (docs/product.md#my-subscription). A backend slow to roll its dates over must not read "Próxima
 * renovação" two days ago, nor a cancellation "ativo até" a day gone; the screen then says what it
 * says without a date.
 */
export function asOfToday(subscription: AssinaturaAtual, today: Date): AssinaturaAtual {
  const day = localIsoDay(today);
  const ahead = (date: string | null) => (date !== null && date.slice(0, 10) >= day ? date : null);
  return {
    ...subscription,
    proxima_renovacao: ahead(subscription.proxima_renovacao),
    acesso_ate: ahead(subscription.acesso_ate),
  };
}

/** One line of the thank-you page: what it speaks of (its icon) and its words. */
export interface ObrigadoAbility {
  key: 'pesquisas' | 'dados' | 'exportacao' | 'pesquisas-salvas';
  text: string;
}

/**
 * docs/product.md#thank-you-page: what the plan bought allows, in the thank-you page's lines. The
 * searches line follows the plan's limit ("Até 200 pesquisas de empresas por mês"), never
 * "ilimitadas" for a limited plan; `null` is a plan the app could not read, promised no number.
 */
export function obrigadoAbilities(limites: PlanoLimites | null): ObrigadoAbility[] {
  const searches =
    limites === null
      ? 'Pesquisas de empresas conforme o seu plano'
      : limites.pesquisas === null
        ? 'Pesquisas ilimitadas de empresas'
        : `Até ${formatPtBrInteger(limites.pesquisas)} pesquisas de empresas por mês`;
  // Every paid plan lifts the free plan's lists and Excel (docs/product.md#plans-and-permissions);
  // a plan that says otherwise is not promised them.
  const exports = limites === null || (limites.listas && limites.exportacao);
  return [
    { key: 'pesquisas', text: searches },
    { key: 'dados', text: 'Dados detalhados de CNPJ' },
    ...(exports ? [{ key: 'exportacao', text: 'Exportação de listas de empresas' } as const] : []),
    { key: 'pesquisas-salvas', text: 'Gerenciar pesquisas salvas' },
  ];
}
