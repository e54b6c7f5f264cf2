import { afterEach, describe, expect, it } from 'vitest';
import { planLabel } from './labels';
import { isFreePlanRefusal } from './free-plan';
import { configurePaidPlans, isFreePlan, normalisePlan, paidPlans, parsePaidPlans } from './plans';

describe('plans (docs/product.md#plans-and-permissions)', () => {
  afterEach(() => configurePaidPlans(null));

  it.each([null, undefined, '', 'G', 'X'])('treats plano %j as free', (plano) =>
    expect(isFreePlan(plano)).toBe(true),
  );
  it.each(['M', 'S', 'A'])('treats plano %j as paid', (plano) =>
    expect(isFreePlan(plano)).toBe(false),
  );
  it('takes every contract code but G as paid by default', () => {
    expect([...paidPlans()].sort()).toEqual(['A', 'M', 'S']);
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
});

describe('free-plan refusal', () => {
  it('takes only a 402 with FREE_PLAN_LIMIT as a free-plan refusal', () => {
    const answer = (status: number, body: unknown) => ({ status, body });
    expect(isFreePlanRefusal(answer(402, { code: 'FREE_PLAN_LIMIT', message: 'x' }))).toBe(true);
    expect(isFreePlanRefusal(answer(402, { code: 'OTHER' }))).toBe(false);
    expect(isFreePlanRefusal(answer(402, undefined))).toBe(false);
    expect(isFreePlanRefusal(answer(403, { code: 'FREE_PLAN_LIMIT' }))).toBe(false);
    expect(isFreePlanRefusal(new Error('Network Error'))).toBe(false);
    expect(isFreePlanRefusal(null)).toBe(false);
  });
});

describe('paid plans configured for another backend', () => {
  afterEach(() => configurePaidPlans(null));

  it('reads a comma-separated list, trimmed, without blanks, repeats or G', () => {
    expect(parsePaidPlans(' P, PRO ,,P,G')).toEqual(['P', 'PRO']);
    expect(parsePaidPlans('')).toBeNull();
    expect(parsePaidPlans(' , G')).toBeNull();
    expect(parsePaidPlans(undefined)).toBeNull();
  });

  it('treats only the listed codes as paid: P paid, the contract codes and anything unlisted free', () => {
    configurePaidPlans(parsePaidPlans('P'));
    expect(isFreePlan('P')).toBe(false);
    expect(normalisePlan('P')).toBe('P');
    expect(isFreePlan('M')).toBe(true);
    expect(normalisePlan('M')).toBe('G');
    expect(isFreePlan('PRO')).toBe(true);
    expect(isFreePlan('p')).toBe(true);
  });

  it('falls back to the contract list when the configured list is empty', () => {
    configurePaidPlans(['P']);
    configurePaidPlans([]);
    expect([...paidPlans()].sort()).toEqual(['A', 'M', 'S']);
  });

  it('names a configured code by itself', () => {
    expect(planLabel('P')).toBe('P');
  });
});
