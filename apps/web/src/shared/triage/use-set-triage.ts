// The triage of a set (docs/product.md#triage, decisions 074, 075 and 078): the walk, the partners
// read on demand (the next company's ahead), the session and the add-to-list dialog, mapped to the
// kit's TriageScreen props. Whoever names the set reads its pages and says where leaving goes.
import type { AddToListDialogProps } from '@cnpj/ui/screens/AddToListDialog';
import type { TriageAppAction, TriageScreenProps } from '@cnpj/ui/screens/TriageScreen';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useEffectEvent } from 'react';
import { useKnownCompanies } from '../company-set/known-companies';
import { partnersQuery, usePartnersQuery } from './queries';
import type { TriageSetInput } from './set';
import { partnersView, triageView } from './triage-view';
import { useTriageAddToList } from './use-triage-add-to-list';
import { useTriageSession, type TriageSessionState } from './use-triage-session';
import { useTriageWalk, type TriageWalk } from './use-triage-walk';

/** What the triage shows: its screen, or its page's failed read. */
export type TriageState =
  | { kind: 'failed'; retry: () => void }
  | { kind: 'ready'; screen: Omit<TriageScreenProps, 'linkComponent'> };

/** What each action does to the company shown. */
function actionHandler(
  walk: TriageWalk,
  session: TriageSessionState,
  openAddToList: (cnpj: string) => void,
  naoContatar: ReadonlySet<string>,
): (action: TriageAppAction) => void {
  const act = (cnpj: string, action: TriageAppAction) => {
    if (action === 'addToList') openAddToList(cnpj);
    // Already on "Não contatar": "Desfazer" takes it off, pressing again changes nothing.
    else if (action === 'doNotContact' && !naoContatar.has(cnpj)) session.doNotContact(cnpj);
    else if (action === 'select') session.toggleSelected(cnpj);
    else if (action === 'call') session.called(cnpj);
    else if (action === 'whatsapp') session.messaged(cnpj);
    // "copyEmail" and "openDetail": the screen copied the e-mail or opened the detail and said so.
  };
  return (action) => {
    if (action === 'next') walk.next();
    else if (action === 'previous') walk.previous();
    else if (action === 'leave') walk.leave();
    else if (walk.company) act(walk.company.cnpj, action);
  };
}

/** Reads the partners of the company shown, and the next one's ahead. */
function usePartners(walk: TriageWalk) {
  const client = useQueryClient();
  const partners = usePartnersQuery(walk.company?.cnpj);
  // The next company's partners are read while this one is judged, so moving on shows them at once.
  const ahead = walk.ahead?.cnpj;
  useEffect(() => {
    if (ahead) void client.prefetchQuery(partnersQuery(ahead));
  }, [client, ahead]);
  return partners;
}

/** Hands the selection to `keep` after each change of the session (and once on opening). */
function useKeptSelection(session: TriageSessionState, keep: TriageSetInput['keepSelection']) {
  const handOver = useEffectEvent(() => keep?.(session.selected));
  // The reducer's state changes only with a change, so each X (or its undoing) is handed over once.
  useEffect(() => handOver(), [session.session]);
}

/** The triage of the set `input` names. */
export function useSetTriage(input: TriageSetInput): {
  state: TriageState;
  dialogProps: AddToListDialogProps;
} {
  const known = useKnownCompanies();
  const walk = useTriageWalk(input);
  const session = useTriageSession(input.initialSelection);
  useKeptSelection(session, input.keepSelection);
  const addToList = useTriageAddToList((cnpj, list) =>
    session.change({ type: 'added', cnpj, list }),
  );
  const partners = usePartners(walk);
  const { dialogProps } = addToList;
  if (input.read.failed) return { dialogProps, state: { kind: 'failed', retry: input.read.retry } };
  return {
    dialogProps,
    state: {
      kind: 'ready',
      screen: {
        view: triageView(walk, session, known.naoContatar),
        partners: partnersView(partners),
        notice: session.notice,
        onAction: actionHandler(walk, session, addToList.open, known.naoContatar),
        onUndo: session.undo,
        onRetryPartners: () => void partners.refetch(),
        onNextPage: walk.nextPage,
        onBack: () => input.onBack(session.selected),
      },
    },
  };
}
