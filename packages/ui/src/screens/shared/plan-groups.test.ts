import { describe, expect, it } from 'vitest';
import { planGroupLabel, usersByPlanGroup } from './plan-groups';

describe('plan groups of the statistics dashboard', () => {
  it('never names a paid plan', () => {
    expect(['M', 'S', 'A'].map(planGroupLabel)).toEqual(['Pago', 'Pago', 'Pago']);
  });
  it('counts G, missing and unknown plans as free (docs/product.md#states-and-transitions)', () => {
    expect([null, '', 'G', 'X'].map(planGroupLabel)).toEqual([
      'Grátis',
      'Grátis',
      'Grátis',
      'Grátis',
    ]);
  });
  it('adds the users of every code into its group', () => {
    const planos = [
      { plano: 'G', total: 900 },
      { plano: 'M', total: 40 },
      { plano: 'A', total: 10 },
      { plano: 'X', total: 5 },
    ];
    expect(usersByPlanGroup(planos)).toEqual([
      { plano: 'Grátis', total: 905 },
      { plano: 'Pago', total: 50 },
    ]);
  });
});
