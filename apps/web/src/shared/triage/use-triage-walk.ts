// Where a triage stands in its set (docs/product.md#triage): the company on the page walked, the end
// of a page or of the set, the summary on leaving, and the domain's steps between them. The page's
// rows are held while it is walked, so a company that leaves the set (put on a list from a Radar
// queue) does not move the walk under the user; another page reads afresh.
import {
  PAGE_SIZE,
  nextStep,
  previousStep,
  type EmpresaResumo,
  type TriagePlace,
  type TriageStep,
} from '@cnpj/domain';
import type { TriageEndStep } from '@cnpj/ui/screens/TriageScreen';
import { useState } from 'react';
import { usePlan } from '../services/plan-queries';
import type { TriagePageData, TriageSetInput } from './set';

/** Where the walk stands on the page: a company (or the page's last, after a page turned back). */
interface Walk {
  index: number | 'last';
  end: TriageEndStep | null;
  summary: boolean;
}

const START: Walk = { index: 0, end: null, summary: false };

/** The page's rows as first read, until another page is walked. */
function useHeldPage(page: number, data: TriagePageData | undefined): TriagePageData | undefined {
  const [held, setHeld] = useState<{ page: number; data: TriagePageData } | null>(null);
  // Kept while rendering: React draws again at once with the page held.
  if (data && held?.page !== page) setHeld({ page, data });
  return held?.page === page ? held.data : data;
}

/** The walk through `input`'s pages. */
export function useTriageWalk(input: TriageSetInput) {
  const { plan, loaded } = usePlan();
  const [walk, setWalk] = useState<Walk>(START);
  const data = useHeldPage(input.page, input.read.data);
  const rows: readonly EmpresaResumo[] = data?.rows ?? [];
  const last = Math.max(rows.length - 1, 0);
  const index = walk.index === 'last' ? last : Math.min(walk.index, last);
  const place: TriagePlace = {
    index,
    count: rows.length,
    page: input.page,
    pages: data?.pages ?? 1,
    pageSize: PAGE_SIZE,
    total: data?.total ?? 0,
    cutByPlan: input.cutByPlan,
    source: input.source,
    // Unread, the plan counts as free (docs/product.md#plans-and-permissions).
    plano: loaded ? plan : undefined,
  };

  const turnTo = (page: number, at: Walk['index']) => {
    input.turnTo(page);
    setWalk({ index: at, end: null, summary: false });
  };
  const move = (step: TriageStep) => {
    if (step.kind === 'company') setWalk({ index: step.index, end: null, summary: false });
    else if (step.kind === 'previous-page') turnTo(step.page, 'last');
    else setWalk({ index, end: step, summary: false });
  };

  return {
    data,
    place,
    company: rows[index],
    ahead: rows[index + 1],
    end: walk.end,
    summary: walk.summary,
    next: () => move(nextStep(place)),
    // From the end of a page, back to its last company.
    previous: () => (walk.end ? setWalk({ ...walk, end: null }) : move(previousStep(place))),
    leave: () => setWalk({ ...walk, summary: true }),
    nextPage: () => turnTo(place.page + 1, 0),
  };
}

/** The walk of a triage. */
export type TriageWalk = ReturnType<typeof useTriageWalk>;
