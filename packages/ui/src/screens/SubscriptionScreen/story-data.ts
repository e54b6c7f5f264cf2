// Plans and subscriptions the stories show: the mock's tiers, in the contract's shapes.
import type { AssinaturaAtual, PlanoOferta } from '@cnpj/domain';

const everything = { resultados: null, pesquisas: null, listas: true, exportacao: true };

/** Three paid plans, cheapest first. */
export const storyPlans: PlanoOferta[] = [
  {
    codigo: 'M',
    nome: 'Essencial',
    preco_mensal: 79.9,
    preco_anual: 799,
    limites: { ...everything, pesquisas: 200 },
    recursos: ['Até 5.000 linhas exportadas por mês'],
  },
  {
    codigo: 'S',
    nome: 'Profissional',
    preco_mensal: 149.9,
    preco_anual: 1499,
    limites: everything,
    recursos: ['E-mails dos sócios'],
  },
  {
    codigo: 'A',
    nome: 'Empresarial',
    preco_mensal: 299.9,
    preco_anual: 2999,
    limites: everything,
    recursos: ['Até 5 usuários', 'Atendimento prioritário'],
  },
];

/** An active monthly subscription to Profissional, with three paid invoices. */
export const activeSubscription: AssinaturaAtual = {
  plano: 'S',
  nome: 'Profissional',
  status: 'ativa',
  periodicidade: 'mensal',
  valor: 149.9,
  proxima_renovacao: '2026-11-26',
  acesso_ate: null,
  forma_pagamento: 'Pix Automático',
  url_pagamento: null,
  url_cancelamento: null,
  uso: { pesquisas: 148, desde: '2026-10-01' },
  faturas: ['2026-10-26', '2026-09-26', '2026-08-26'].map((emitida_em) => ({
    id: `F-${emitida_em}`,
    emitida_em,
    valor: 149.9,
    status: 'paga' as const,
    url: `https://pagamento.example.com/faturas/F-${emitida_em}`,
    url_nfse: `https://pagamento.example.com/nfse/F-${emitida_em}`,
  })),
};

/** The same subscription with its newest invoice overdue. */
export const overdueSubscription: AssinaturaAtual = {
  ...activeSubscription,
  status: 'em_atraso',
  forma_pagamento: 'Boleto',
  url_pagamento: 'https://pagamento.example.com/faturas/F-2026-10-26',
  faturas: activeSubscription.faturas.map((fatura, i) =>
    i === 0 ? { ...fatura, status: 'vencida' as const, url_nfse: null } : fatura,
  ),
};

/** Cancelled: the plan lasts until the renewal that will not come. */
export const cancelledSubscription: AssinaturaAtual = {
  ...activeSubscription,
  status: 'cancelada',
  proxima_renovacao: null,
  acesso_ate: '2026-11-26',
};
