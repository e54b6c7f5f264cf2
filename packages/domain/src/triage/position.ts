// Where the triage stands in its set of companies (docs/product.md#triage): "12 de 50", and what
// moving past the last company shown does: the next page, the free plan's limit, or the end.
import { isFreePlan } from '../plans';
import { formatPtBrInteger } from '../numbers';
import { FREE_PLAN_BULK_ALERT, FREE_PLAN_PAGING_ALERT } from '../free-plan';
import type { FreePlanLimit } from '../subscription';

/** The sets a triage walks: search results, a list, a Radar queue, the bulk lookup's found companies. */
export type TriageSource = 'search' | 'list' | 'radar' | 'bulk';

/** The company shown within its set. */
export interface TriagePlace {
  /** Index of the company on the page shown, from 0. */
  index: number;
  /** Companies on the page shown. */
  count: number;
  /** The page shown, from 1 (a set read whole is page 1 of 1). */
  page: number;
  /** Pages of the set (1 for a set read whole). */
  pages: number;
  /** Companies on each full page (the pages before this one). */
  pageSize: number;
  /** Companies in the whole set. */
  total: number;
  /** True when the set holds more than the plan lets this user see (the bulk lookup's first 5). */
  cutByPlan?: boolean;
  source: TriageSource;
  /** The user's plan code; free (or unread) plans stop at their limit. */
  plano: string | null | undefined;
}

/** The company's number in the whole set, from 1. */
export function triageNumber(place: Pick<TriagePlace, 'index' | 'page' | 'pageSize'>): number {
  return (place.page - 1) * place.pageSize + place.index + 1;
}

/** "12 de 50" (pt-BR numbers: "1.012 de 2.400"). */
export function triagePositionText(
  place: Pick<TriagePlace, 'index' | 'page' | 'pageSize' | 'total'>,
): string {
  return `${formatPtBrInteger(triageNumber(place))} de ${formatPtBrInteger(place.total)}`;
}

/** Where a move leads. */
export type TriageStep =
  /** Another company of the page shown. */
  | { kind: 'company'; index: number }
  /** Past the last company of a page: its next page is offered (never turned unasked). */
  | { kind: 'next-page'; page: number }
  /** Before the first company of a page after the first: the page before. */
  | { kind: 'previous-page'; page: number }
  /** Past what the free plan shows: its own words and "Assinar" for that limit. */
  | { kind: 'free-plan'; alert: string; limit: FreePlanLimit }
  /** Past the last company of the set. */
  | { kind: 'end' };

/** The free plan's words where the set goes on beyond it: the bulk lookup's 5, else the 50 results. */
function freePlanStop(source: TriageSource): TriageStep {
  return {
    kind: 'free-plan',
    alert: source === 'bulk' ? FREE_PLAN_BULK_ALERT : FREE_PLAN_PAGING_ALERT,
    limit: 'resultados',
  };
}

/**
 * The step "next" takes: the following company; at the end of a page its next page (on the free
 * plan, which sees only the first page, the paging limit instead); at the end of the set, the end.
 */
export function nextStep(place: TriagePlace): TriageStep {
  if (place.index + 1 < place.count) return { kind: 'company', index: place.index + 1 };
  const more = place.page < place.pages;
  if ((more || place.cutByPlan === true) && isFreePlan(place.plano))
    return freePlanStop(place.source);
  if (more) return { kind: 'next-page', page: place.page + 1 };
  return { kind: 'end' };
}

/** The step "previous" takes: the company before, the page before from a first company, else stays. */
export function previousStep(place: Pick<TriagePlace, 'index' | 'page'>): TriageStep {
  if (place.index > 0) return { kind: 'company', index: place.index - 1 };
  if (place.page > 1) return { kind: 'previous-page', page: place.page - 1 };
  return { kind: 'company', index: 0 };
}
