import { describe, expect, it } from 'vitest';
import type { AssinaturaAtual, PlanoOferta } from './types';
import {
  asOfToday,
  checkoutReturns,
  obrigadoAbilities,
  liftsLimit,
  monthlyEquivalent,
  planLifting,
  planName,
  readBilling,
  readLimit,
} from './subscription';

const plan = (codigo: string, preco_mensal: number, limites: Partial<PlanoOferta['limites']>) =>
  ({
    codigo,
    nome: null,
    preco_mensal,
    preco_anual: preco_mensal * 10,
    limites: { resultados: 50, pesquisas: 10, listas: false, exportacao: false, ...limites },
    recursos: [],
  }) satisfies PlanoOferta;

describe('the plan that lifts a free-plan limit (docs/product.md#my-subscription)', () => {
  const searchesOnly = plan('B', 29.9, { pesquisas: 100 });
  const everything = plan('P', 99.9, {
    resultados: null,
    pesquisas: null,
    listas: true,
    exportacao: true,
  });
  const exportCheap = plan('E', 59.9, { exportacao: true, resultados: 500 });
  const plans = [everything, searchesOnly, exportCheap];

  it('is the cheapest plan that lifts it', () => {
    expect(planLifting(plans, 'pesquisas')?.codigo).toBe('B');
    expect(planLifting(plans, 'exportacao')?.codigo).toBe('E');
    expect(planLifting(plans, 'resultados')?.codigo).toBe('E');
    expect(planLifting(plans, 'listas')?.codigo).toBe('P');
  });

  it('is none when no limit is named or no plan lifts it', () => {
    expect(planLifting(plans, null)).toBeNull();
    expect(planLifting([searchesOnly], 'listas')).toBeNull();
  });

  it('counts a limit equal to the free one as not lifted', () => {
    expect(liftsLimit(plan('X', 1, { resultados: 50, pesquisas: 10 }), 'resultados')).toBe(false);
    expect(liftsLimit(plan('X', 1, { resultados: 51 }), 'resultados')).toBe(true);
    expect(liftsLimit(plan('X', 1, { pesquisas: null }), 'pesquisas')).toBe(true);
  });
});

describe('the page address', () => {
  it('reads known limits and billing only', () => {
    expect(readLimit('exportacao')).toBe('exportacao');
    expect(readLimit('tudo')).toBeNull();
    expect(readLimit(null)).toBeNull();
    expect(readBilling('anual')).toBe('anual');
    expect(readBilling('semestral')).toBe('mensal');
  });

  it('returns from the provider to /obrigado, or here with the failed attempt', () => {
    const returns = checkoutReturns('http://app.test:4174', 'S', 'anual');
    expect(returns.retorno_sucesso).toBe('http://app.test:4174/obrigado');
    expect(returns.retorno_falha).toBe(
      'http://app.test:4174/minha-assinatura?pagamento=nao-concluido&plano=S&periodicidade=anual',
    );
  });
});

describe('plan names and prices', () => {
  it('shows the code when the backend names none', () => {
    expect(planName('PRO', 'Profissional')).toBe('Profissional');
    expect(planName('PRO', null)).toBe('PRO');
    expect(planName('PRO', '  ')).toBe('PRO');
  });

  it('writes an annual price per month rounded up to the cent', () => {
    expect(monthlyEquivalent(799)).toBe(66.59);
    expect(monthlyEquivalent(1200)).toBe(100);
  });
});

describe('the subscription as of today (docs/product.md#my-subscription)', () => {
  const subscription = {
    plano: 'S',
    status: 'ativa',
    proxima_renovacao: '2026-11-26',
    acesso_ate: null,
  } as AssinaturaAtual;
  const on = (day: number, month = 11) => new Date(2026, month - 1, day, 15);

  it('never shows a renewal already past as the next one', () => {
    expect(asOfToday(subscription, on(28)).proxima_renovacao).toBeNull();
  });

  it('keeps a renewal today or ahead', () => {
    expect(asOfToday(subscription, on(26)).proxima_renovacao).toBe('2026-11-26');
    expect(asOfToday(subscription, on(2)).proxima_renovacao).toBe('2026-11-26');
  });

  it('never says a cancelled plan lasts until a day already past', () => {
    const cancelled = {
      ...subscription,
      status: 'cancelada',
      proxima_renovacao: null,
      acesso_ate: '2026-11-26',
    } as AssinaturaAtual;
    expect(asOfToday(cancelled, on(27)).acesso_ate).toBeNull();
    expect(asOfToday(cancelled, on(25)).acesso_ate).toBe('2026-11-26');
  });
});

describe('what the thank-you page says the plan bought allows (docs/product.md#thank-you-page)', () => {
  const limites = { resultados: null, pesquisas: 200, listas: true, exportacao: true };
  const texts = (of: Parameters<typeof obrigadoAbilities>[0]) =>
    obrigadoAbilities(of).map((ability) => ability.text);

  it('promises unlimited searches only to a plan without a search limit', () => {
    expect(texts(limites)[0]).toBe('Até 200 pesquisas de empresas por mês');
    expect(texts({ ...limites, pesquisas: null })[0]).toBe('Pesquisas ilimitadas de empresas');
  });

  it('names exports and lists only when the plan has them', () => {
    expect(texts(limites)).toEqual([
      'Até 200 pesquisas de empresas por mês',
      'Dados detalhados de CNPJ',
      'Exportação de listas de empresas',
      'Gerenciar pesquisas salvas',
    ]);
    expect(texts({ ...limites, exportacao: false })).not.toContain(
      'Exportação de listas de empresas',
    );
  });

  it('promises no number when the plan bought is unknown', () => {
    expect(texts(null)[0]).toBe('Pesquisas de empresas conforme o seu plano');
  });
});
