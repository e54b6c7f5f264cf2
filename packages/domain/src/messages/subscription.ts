// docs/product.md#my-subscription: the texts of "Minha Assinatura", the payment's return and the overdue
// banner, word for word.

/** While the plan, the plans or the subscription load. */
export const SUBSCRIPTION_LOADING_TEXT = 'Carregando assinatura...';
/** GET /api/planos failed (not a 404). */
export const PLANS_FAILED_MESSAGE = 'Não foi possível carregar os planos. Tente novamente.';
/** GET /api/assinaturas/atual failed (not a 404). */
export const SUBSCRIPTION_FAILED_MESSAGE =
  'Não foi possível carregar os detalhes da sua assinatura. Tente novamente.';
/** POST /api/assinaturas/checkout failed. */
export const CHECKOUT_FAILED_MESSAGE = 'Não foi possível abrir o pagamento. Tente novamente.';
/** The provider returned after a failed or abandoned payment. */
export const PAYMENT_NOT_COMPLETED_TITLE = 'Pagamento não concluído';
/** Under the title above. */
export const PAYMENT_NOT_COMPLETED_HINT =
  'O pagamento foi recusado ou interrompido, e sua assinatura não mudou.';
/** The free user's plans grid without the plans extension (the page says so, then falls back). */
export const PLANS_UNAVAILABLE_MESSAGE = 'Não foi possível mostrar os planos e preços aqui.';
/** The paying user's page without the subscription extension. */
export const SUBSCRIPTION_DETAILS_UNAVAILABLE_MESSAGE =
  'Não foi possível mostrar aqui a renovação, as faturas e o cancelamento da sua assinatura.';
/** The fallback to VITE_SUBSCRIBE_URL. */
export const SUBSCRIBE_ELSEWHERE_HINT = 'Assine pela nossa página de pagamento.';
/** The fallback to the contact e-mail. */
export const CONTACT_TO_SUBSCRIBE_HINT = 'Fale com a nossa equipe para assinar.';
/** A paying user without the extension: how to change or cancel. */
export const CONTACT_TO_MANAGE_HINT = 'Para mudar de plano ou cancelar, fale com a nossa equipe.';
/** The overdue banner across the app. */
export const OVERDUE_BANNER_TITLE = 'Pagamento em atraso';
/** Its sentence. */
export const OVERDUE_BANNER_MESSAGE =
  'Regularize o pagamento da sua assinatura para não perder o acesso ao seu plano.';
/** Its action. */
export const PAY_NOW_LABEL = 'Pagar agora';
/** The cancel dialog's title. */
export const CANCEL_SUBSCRIPTION_TITLE = 'Cancelar assinatura?';
/** What a cancellation takes away, after the date. */
export const CANCEL_SUBSCRIPTION_LOSS =
  'Depois disso, você volta ao plano Grátis: apenas os 50 primeiros resultados, no máximo 10 pesquisas, sem listas e sem exportação para Excel.';
/** The cancellation call failed. */
export const CANCEL_FAILED_MESSAGE = 'Não foi possível cancelar a assinatura. Tente novamente.';

/** "Seu plano Profissional continua ativo até 26/11/2026." (the date already written pt-BR). */
export function cancelSubscriptionUntil(planName: string, until: string): string {
  return until
    ? `Seu plano ${planName} continua ativo até ${until}.`
    : `Seu plano ${planName} continua ativo até o fim do período pago.`;
}

/** The plans grid's heading. */
export const PLANS_TITLE = 'Escolha seu plano';
/** The billing switch's legend and options. */
export const BILLING_LEGEND = 'Cobrança';
/** The free plan's column. */
export const FREE_PLAN_NAME = 'Grátis';
/** The mark of the plan a free-plan alert's "Assinar" preselected. */
export const SUGGESTED_PLAN_LABEL = 'Sugerido';
/** The mark of the plan the user is on. */
export const CURRENT_PLAN_LABEL = 'Seu plano';
/** Why a plan is preselected, by the limit the alert was about. */
export const SUGGESTED_FOR: Readonly<
  Record<'resultados' | 'pesquisas' | 'listas' | 'exportacao', string>
> = {
  resultados: 'O plano sugerido mostra todos os resultados das suas pesquisas.',
  pesquisas: 'O plano sugerido libera mais pesquisas.',
  listas: 'O plano sugerido libera as listas de empresas.',
  exportacao: 'O plano sugerido libera a exportação para Excel.',
};
/** The payment's hand-over: the provider's page takes the method, never the app. */
export const CHECKOUT_NOTE =
  'O pagamento é feito na página do nosso provedor de pagamento: Pix, Pix Automático, boleto ou cartão.';
/** A paying user's actions. */
export const CHANGE_PLAN_LABEL = 'Mudar de plano';
export const CANCEL_SUBSCRIPTION_LABEL = 'Cancelar assinatura';
export const KEEP_SUBSCRIPTION_LABEL = 'Manter assinatura';
/** A cancelled subscription: until when the plan lasts ("Sua assinatura foi cancelada. ..."). */
export function cancelledUntil(until: string): string {
  return until
    ? `Sua assinatura foi cancelada. Seu plano continua ativo até ${until}.`
    : 'Sua assinatura foi cancelada.';
}
/** The invoices. */
export const INVOICES_TITLE = 'Faturas';
export const NO_INVOICES_MESSAGE = 'Nenhuma fatura emitida.';
