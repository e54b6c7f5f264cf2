import { describe, expect, it } from 'vitest';
import { FREE_PLAN_BULK_ALERT, FREE_PLAN_PAGING_ALERT } from '../free-plan';
import { nextStep, previousStep, triagePositionText, type TriagePlace } from './position';

const place = (overrides: Partial<TriagePlace> = {}): TriagePlace => ({
  index: 0,
  count: 50,
  page: 1,
  pages: 3,
  pageSize: 50,
  total: 120,
  source: 'search',
  plano: 'M',
  ...overrides,
});

describe('the position', () => {
  it('counts across pages, in pt-BR numbers', () => {
    expect(triagePositionText({ index: 11, page: 1, pageSize: 50, total: 50 })).toBe('12 de 50');
    expect(triagePositionText({ index: 11, page: 21, pageSize: 50, total: 2400 })).toBe(
      '1.012 de 2.400',
    );
  });
});

describe('moving on', () => {
  it('goes to the next company of the page', () => {
    expect(nextStep(place({ index: 10 }))).toEqual({ kind: 'company', index: 11 });
  });

  it('offers the next page at the end of a page', () => {
    expect(nextStep(place({ index: 49 }))).toEqual({ kind: 'next-page', page: 2 });
  });

  it('ends at the last company of the last page', () => {
    expect(nextStep(place({ index: 19, count: 20, page: 3 }))).toEqual({ kind: 'end' });
    expect(nextStep(place({ index: 4, count: 5, pages: 1, source: 'list' }))).toEqual({
      kind: 'end',
    });
  });

  it("stops the free plan at its first 50 results with the paging limit's words", () => {
    expect(nextStep(place({ index: 49, plano: 'G' }))).toEqual({
      kind: 'free-plan',
      alert: FREE_PLAN_PAGING_ALERT,
      limit: 'resultados',
    });
    // A plan not read yet counts as free, as everywhere.
    expect(nextStep(place({ index: 49, plano: null })).kind).toBe('free-plan');
    expect(nextStep(place({ index: 48, plano: 'G' }))).toEqual({ kind: 'company', index: 49 });
  });

  it("stops the free plan at the bulk lookup's first 5 with that limit's words", () => {
    const bulk = place({
      index: 4,
      count: 5,
      pages: 1,
      source: 'bulk',
      plano: 'G',
      cutByPlan: true,
    });
    expect(nextStep(bulk)).toEqual({
      kind: 'free-plan',
      alert: FREE_PLAN_BULK_ALERT,
      limit: 'resultados',
    });
    expect(nextStep({ ...bulk, cutByPlan: false })).toEqual({ kind: 'end' });
  });

  it('goes back a company, a page from the first company, and stays at the very first', () => {
    expect(previousStep({ index: 3, page: 2 })).toEqual({ kind: 'company', index: 2 });
    expect(previousStep({ index: 0, page: 2 })).toEqual({ kind: 'previous-page', page: 1 });
    expect(previousStep({ index: 0, page: 1 })).toEqual({ kind: 'company', index: 0 });
  });
});
