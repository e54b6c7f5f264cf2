// The mock's payment provider and subscriptions (extensions GET /api/planos, POST /api/assinaturas/checkout,
// GET /api/assinaturas/atual and its cancellation; docs/product.md#my-subscription). Kept beside the store
// rather than in it: a user's subscription and the open checkouts live as long as the user does, so a store
// reset (new user objects) forgets them with no clean-up of its own.
import {
  addDays,
  paidPlans,
  type AssinaturaAtual,
  type Fatura,
  type Periodicidade,
  type PlanoOferta,
} from '@cnpj/domain';
import type { UserState } from './store.ts';

/** The plans of the mock, by tier; their codes are the configured paid codes, in order (decision 018). */
const TIERS: readonly Omit<PlanoOferta, 'codigo'>[] = [
  {
    nome: 'Essencial',
    preco_mensal: 79.9,
    preco_anual: 799,
    limites: { resultados: null, pesquisas: 200, listas: true, exportacao: true },
    recursos: ['Até 5.000 linhas exportadas por mês'],
  },
  {
    nome: 'Profissional',
    preco_mensal: 149.9,
    preco_anual: 1499,
    limites: { resultados: null, pesquisas: null, listas: true, exportacao: true },
    recursos: ['Até 65.535 linhas por exportação', 'E-mails dos sócios'],
  },
  {
    nome: 'Empresarial',
    preco_mensal: 299.9,
    preco_anual: 2999,
    limites: { resultados: null, pesquisas: null, listas: true, exportacao: true },
    recursos: ['Tudo do Profissional', 'Até 5 usuários', 'Atendimento prioritário'],
  },
];

/** The plans on offer: one per configured paid code, cheapest first. */
export function offeredPlans(): PlanoOferta[] {
  return [...paidPlans()]
    .slice(0, TIERS.length)
    .map((codigo, i) => ({ codigo, ...(TIERS[i] as Omit<PlanoOferta, 'codigo'>) }));
}

interface SubscriptionRecord {
  periodicidade: Periodicidade;
  /** Cancelled: the paid plan lasts until the renewal date, which no longer comes. */
  cancelled: boolean;
  /** The day the subscription began (YYYY-MM-DD): its invoices fall on it and every period after. */
  startedOn: string;
}

/**
 * Today, as a Brazilian provider's calendar reads it: the day in São Paulo, not in UTC, or a
 * subscription bought after 21h would start, renew and be invoiced on tomorrow's date.
 */
const brazilianDay = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' });
const today = () => brazilianDay.format(new Date());

const records = new WeakMap<UserState, SubscriptionRecord>();

function recordOf(user: UserState): SubscriptionRecord {
  let record = records.get(user);
  if (!record) {
    // A paying user the mock starts with has paid for a while: three monthly invoices, the newest a
    // few days ago, so the history and the renewal both have something to show.
    const startedOn = addMonths(addDays(today(), -5), -2);
    record = { periodicidade: 'mensal', cancelled: false, startedOn };
    records.set(user, record);
  }
  return record;
}

/** A checkout opened at the provider and not yet paid or abandoned. */
export interface CheckoutSession {
  id: string;
  user: UserState;
  plan: PlanoOferta;
  periodicidade: Periodicidade;
  successUrl: string;
  failureUrl: string;
  /** The checkoutFails scenario was on when it opened: paying it fails. */
  fails: boolean;
}

const sessions = new Map<string, CheckoutSession>();
const SESSION_LIMIT = 1000;

/** Opens a checkout; answers its id. */
export function openCheckout(session: Omit<CheckoutSession, 'id'>): string {
  // Web Crypto, not node:crypto: the handlers also run in the browser (Storybook's worker).
  const id = globalThis.crypto.randomUUID();
  if (sessions.size >= SESSION_LIMIT) sessions.delete(sessions.keys().next().value as string);
  sessions.set(id, { id, ...session });
  return id;
}

/** A checkout still open. */
export function checkoutSession(id: string): CheckoutSession | undefined {
  return sessions.get(id);
}

/**
 * Ends a checkout: paid, the user's plan becomes the chosen one (a new subscription, active); failed or
 * abandoned, nothing changes. Answers where the provider sends the browser back, or null when unknown.
 */
export function closeCheckout(id: string, pay: boolean): string | null {
  const session = sessions.get(id);
  if (!session) return null;
  sessions.delete(id);
  if (!pay || session.fails) return session.failureUrl;
  session.user.plano = session.plan.codigo;
  // A subscription paid for now starts now: one invoice, today's, and the renewal one period ahead.
  records.set(session.user, {
    periodicidade: session.periodicidade,
    cancelled: false,
    startedOn: today(),
  });
  return session.successUrl;
}

/** Cancels at the end of the period; false when there is no active subscription to cancel. */
export function cancelSubscription(user: UserState): boolean {
  const record = recordOf(user);
  if (record.cancelled) return false;
  record.cancelled = true;
  return true;
}

/** The same day `months` later, or the month's last day when it has no such day (31/01 + 1 -> 28/02). */
const addMonths = (date: string, months: number) => {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const lastDay = new Date(Date.UTC(y, m + months, 0)).getUTCDate();
  return new Date(Date.UTC(y, m - 1 + months, Math.min(d, lastDay))).toISOString().slice(0, 10);
};

/** At most this many invoices are listed, newest first. */
const INVOICE_LIMIT = 12;

/** What the subscription looks like, given the effective plan and the scenarios that shape it. */
export interface SubscriptionView {
  plano: string;
  overdue: boolean;
  cancelled: boolean;
  /** The provider's origin (the mock's own), for the invoice and payment links. */
  origin: string;
  searches: number;
}

/** The days a subscription was billed on, from its start to today, newest first. */
function billedDays(startedOn: string, step: number): string[] {
  const days: string[] = [];
  for (let n = 0; addMonths(startedOn, n * step) <= today(); n += 1)
    days.unshift(addMonths(startedOn, n * step));
  return days.slice(0, INVOICE_LIMIT);
}

function invoices(view: SubscriptionView, value: number, days: readonly string[]): Fatura[] {
  return days.map((emitida_em, i) => {
    const id = `F-${emitida_em.replaceAll('-', '')}`;
    const due = i === 0 && view.overdue;
    return {
      id,
      emitida_em,
      valor: value,
      status: due ? 'vencida' : 'paga',
      url: `${view.origin}/pagamento/faturas/${id}`,
      url_nfse: due ? null : `${view.origin}/pagamento/nfse/${id}`,
    };
  });
}

/** GET /api/assinaturas/atual for a user. */
export function currentSubscription(user: UserState, view: SubscriptionView): AssinaturaAtual {
  const plan = offeredPlans().find((offer) => offer.codigo === view.plano);
  const usage = { pesquisas: view.searches, desde: `${today().slice(0, 8)}01` };
  if (!paidPlans().has(view.plano))
    return {
      plano: view.plano,
      nome: null,
      status: null,
      periodicidade: null,
      valor: null,
      proxima_renovacao: null,
      acesso_ate: null,
      forma_pagamento: null,
      url_pagamento: null,
      url_cancelamento: null,
      uso: usage,
      faturas: [],
    };
  const record = recordOf(user);
  const annual = record.periodicidade === 'anual';
  const valor = plan ? (annual ? plan.preco_anual : plan.preco_mensal) : null;
  const step = annual ? 12 : 1;
  const billed = billedDays(record.startedOn, step);
  // The next period starts one step after the newest invoice: always after today.
  const renewal = addMonths(billed[0] ?? record.startedOn, step);
  const cancelled = view.cancelled || record.cancelled;
  const overdue = !cancelled && view.overdue;
  const faturas = invoices({ ...view, overdue }, valor ?? 0, billed);
  return {
    plano: view.plano,
    nome: plan?.nome ?? null,
    status: cancelled ? 'cancelada' : overdue ? 'em_atraso' : 'ativa',
    periodicidade: record.periodicidade,
    valor,
    proxima_renovacao: cancelled ? null : renewal,
    acesso_ate: cancelled ? renewal : null,
    forma_pagamento: overdue ? 'Boleto' : 'Pix Automático',
    // What is due is the newest invoice; the provider's page for it takes the payment.
    url_pagamento: overdue ? (faturas[0]?.url ?? null) : null,
    url_cancelamento: null,
    uso: usage,
    faturas,
  };
}
