// The triage's state as the kit's TriageScreen draws it (docs/product.md#triage, decision 074): the
// company shown with its selection and "Não contatar", the end of a page or the set, or the summary.
import { triagePositionText, triageSummary, type Socio } from '@cnpj/domain';
import type { TriagePartners, TriageView } from '@cnpj/ui/screens/TriageScreen';
import type { TriageSessionState } from './use-triage-session';
import type { TriageWalk } from './use-triage-walk';

/** What the view shows now. */
export function triageView(
  walk: TriageWalk,
  session: TriageSessionState,
  naoContatar: ReadonlySet<string>,
): TriageView {
  const position = triagePositionText(walk.place);
  const { company } = walk;
  if (walk.summary) return { kind: 'summary', summary: triageSummary(session.session) };
  if (!walk.data) return { kind: 'loading' };
  if (!company) return { kind: 'end', step: { kind: 'end' }, position };
  if (walk.end) return { kind: 'end', step: walk.end, position };
  return {
    kind: 'company',
    company,
    position,
    selected: session.selected.has(company.cnpj),
    doNotContact: naoContatar.has(company.cnpj),
  };
}

/** The partners as read. */
export function partnersView(read: {
  isError: boolean;
  data: readonly Socio[] | undefined;
}): TriagePartners {
  if (read.isError) return { kind: 'failed' };
  return read.data ? { kind: 'ready', partners: read.data } : { kind: 'loading' };
}
