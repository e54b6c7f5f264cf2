import { describe, expect, it } from 'vitest';
import { isFreePlanRefusal } from './free-plan';
import { planLabel } from './labels';
import { PAID_PLANS, isFreePlan, normalisePlan } from './plans';

describe('plans (docs/product.md#plans-and-permissions)', () => {
  it.each([null, undefined, '', 'G', 'X'])('treats plano %j as free', (plano) => expect(isFreePlan(plano)).toBe(true));
  it.each(['M', 'S', 'A'])('treats plano %j as paid', (plano) => expect(isFreePlan(plano)).toBe(false));
  it('takes every contract code but G as paid', () => {
    expect([...PAID_PLANS].sort()).toEqual(['A', 'M', 'S']);
  });
  it('normalises anything but a paid code to G', () => {
    expect(normalisePlan('M')).toBe('M');
    expect(normalisePlan('X')).toBe('G');
    expect(normalisePlan(3)).toBe('G');
    expect(normalisePlan(undefined)).toBe('G');
  });
  it('names known plans and shows other codes as themselves', () => {
    expect(planLabel('G')).toBe('Grátis');
    expect(planLabel('A')).toBe('Anual');
    expect(planLabel('PRO')).toBe('PRO');
    expect(planLabel('toString')).toBe('toString');
  });
  it('takes only a 402 with FREE_PLAN_LIMIT as a free-plan refusal', () => {
    expect(isFreePlanRefusal(402, { code: 'FREE_PLAN_LIMIT', message: 'x' })).toBe(true);
    expect(isFreePlanRefusal(402, { code: 'OTHER' })).toBe(false);
    expect(isFreePlanRefusal(402, undefined)).toBe(false);
    expect(isFreePlanRefusal(403, { code: 'FREE_PLAN_LIMIT' })).toBe(false);
  });
});
