// The free plan's limits (docs/product.md#plans-and-permissions): what it blocks, in the product's
// words, and how a backend says it refused a call for them.
import { FREE_PLAN_SEARCH_LIMIT } from './limits';
import { isFreePlan } from './plans';
import type { FreePlanLimit } from './subscription';

/** docs/product.md#plans-and-permissions: free plan, paging. */
export const FREE_PLAN_PAGING_ALERT =
  'Você está no plano Grátis. Apenas os 50 primeiros resultados estão disponíveis. Assine para ter acesso completo.';
/** docs/product.md#plans-and-permissions: free plan, Excel export. */
export const FREE_PLAN_EXPORT_ALERT =
  'Você está no plano Grátis. Faça um upgrade para exportar suas pesquisas para Excel.';
/** docs/product.md#plans-and-permissions: free plan, lists. */
export const FREE_PLAN_LISTS_ALERT = 'Você está no plano Grátis. Assine para poder gerar listas.';
/** docs/product.md#plans-and-permissions: free plan, 10 searches. */
export const SEARCH_LIMIT_ALERT =
  'Você atingiu o limite de 10 pesquisas do plano grátis. Faça um upgrade para continuar pesquisando.';

/** docs/product.md#plans-and-permissions: free plan, bulk CNPJ lookup (first 5 results). */
export const FREE_PLAN_BULK_ALERT =
  'Você está no plano Grátis. Apenas os 5 primeiros resultados estão disponíveis. Assine para ter acesso completo.';

/** Actions the free plan blocks. */
export type FreePlanAction = 'paging' | 'export' | 'lists';

const freePlanAlerts: Record<FreePlanAction, string> = {
  paging: FREE_PLAN_PAGING_ALERT,
  export: FREE_PLAN_EXPORT_ALERT,
  lists: FREE_PLAN_LISTS_ALERT,
};

/** The alert that blocks `action` on the free plan, or null on a paid plan. */
export function freePlanAlert(
  action: FreePlanAction,
  plano: string | null | undefined,
): string | null {
  return isFreePlan(plano) ? freePlanAlerts[action] : null;
}

/** The alert a free-plan user with `count` searches gets before searching again; null lets it run. */
export function searchLimitAlert(count: number, plano: string | null | undefined): string | null {
  return isFreePlan(plano) && count >= FREE_PLAN_SEARCH_LIMIT ? SEARCH_LIMIT_ALERT : null;
}

const FREE_PLAN_ALERTS: ReadonlySet<string> = new Set([
  ...Object.values(freePlanAlerts),
  SEARCH_LIMIT_ALERT,
  FREE_PLAN_BULK_ALERT,
]);

/**
 * True for the alerts the free plan raises (paging, Excel, lists, the search limit): they offer a way
 * onward, "Assinar", beside "OK" (docs/product.md#plans-and-permissions); every other alert keeps "OK" alone.
 */
export function isFreePlanAlert(message: string | null | undefined): boolean {
  return message !== null && message !== undefined && FREE_PLAN_ALERTS.has(message);
}

/** The in-app subscription page, where every "Assinar" leads (docs/product.md#my-subscription). */
export const SUBSCRIPTION_PATH = '/minha-assinatura';

const alertLimits: ReadonlyMap<string, FreePlanLimit> = new Map([
  [FREE_PLAN_PAGING_ALERT, 'resultados'],
  [FREE_PLAN_EXPORT_ALERT, 'exportacao'],
  [FREE_PLAN_LISTS_ALERT, 'listas'],
  [SEARCH_LIMIT_ALERT, 'pesquisas'],
  [FREE_PLAN_BULK_ALERT, 'resultados'],
]);

/** The limit a free-plan alert is about; null for any other message. */
export function freePlanLimitOf(message: string | null | undefined): FreePlanLimit | null {
  return (message && alertLimits.get(message)) || null;
}

/**
 * docs/product.md#my-subscription: "Assinar" goes to the subscription page in the app, naming the limit
 * it was about (`?liberar=exportacao`) so the plan that lifts it is preselected. The page itself falls
 * back to VITE_SUBSCRIBE_URL, then the contact e-mail, when the backend has no plans to offer.
 */
export function subscribeHref(limit: FreePlanLimit | null = null): string {
  return limit ? `${SUBSCRIPTION_PATH}?liberar=${limit}` : SUBSCRIPTION_PATH;
}

/** The error code the contract gives a call refused because of the free plan's limits. */
export const FREE_PLAN_LIMIT_CODE = 'FREE_PLAN_LIMIT';

/**
 * True when an error answer is a refusal for the free plan's limits: status 402 with the code
 * FREE_PLAN_LIMIT (decisions/006-free-plan-refusal-is-402.md). Any other 402 is a plain failure.
 * It reads anything that carries the answer's status and body (the client's ApiError, a raw answer),
 * so the app, the client and the backend check all ask this one rule; anything else is no refusal.
 */
export function isFreePlanRefusal(answer: unknown): boolean {
  if (typeof answer !== 'object' || answer === null) return false;
  if (!('status' in answer) || answer.status !== 402 || !('body' in answer)) return false;
  const { body } = answer;
  return (
    typeof body === 'object' &&
    body !== null &&
    'code' in body &&
    body.code === FREE_PLAN_LIMIT_CODE
  );
}
