import { describe, expect, it } from 'vitest';
import type { PlanoOferta } from './types';
import {
  checkoutReturns,
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
