// The triage of a set (docs/product.md#triage, decision 074): the walk through the set's pages by the
// domain's steps, the partners read on demand (the next company's ahead), the session's reducer and
// the calls behind each action and its undoing, mapped to the kit's TriageScreen props.
import { isNotFound } from '@cnpj/api-client';
import {
  EMPTY_TRIAGE_SESSION,
  PAGE_SIZE,
  lastUndoable,
  nextStep,
  previousStep,
  triageChangeText,
  triagePositionText,
  triageReducer,
  triageSummary,
  triageUndoneText,
  type TriageChange,
  type TriagePlace,
  type TriageSession,
  type TriageStep,
} from '@cnpj/domain';
import type { AddToListDialogProps } from '@cnpj/ui/screens/AddToListDialog';
import type {
  TriageAppAction,
  TriageEndStep,
  TriageNotice,
  TriagePartners,
  TriageScreenProps,
  TriageView,
} from '@cnpj/ui/screens/TriageScreen';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useReducer, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useKnownCompanies } from '../../shared/company-set/known-companies';
import {
  putOnNaoContatar,
  undoNaoContatar,
  type NaoContatarOutcome,
} from '../../shared/company-set/nao-contatar';
import { listasQuery } from '../../shared/company-set/queries';
import { useAddToList } from '../../shared/company-set/use-add-to-list';
import { logError } from '../../shared/lib/log';
import { api } from '../../shared/services/api';
import { usePersistedState } from '../../shared/services/persisted-state';
import { usePlan } from '../../shared/services/plan-queries';
import { keys } from '../../shared/services/server-state/keys';
import { lastTriageListState } from './last-list';
import { partnersQuery, usePartnersQuery, useTriagePageQuery } from './queries';
import { setHref, setPage, triageQuery, withPage, type TriageSet } from './triage-url';

/** A list whose companies this backend cannot read (no one-list extension). */
export const TRIAGE_LIST_UNAVAILABLE =
  'A triagem não está disponível para esta lista: este servidor não informa as empresas de uma lista.';
/** The set's page could not be read. */
export const TRIAGE_PAGE_FAILED = 'Não foi possível carregar as empresas.';
/** "Desfazer" could not take the last change back (the change stays, and is still offered). */
export const TRIAGE_UNDO_FAILED = 'Não foi possível desfazer a última ação. Tente novamente.';

/** Where the walk stands on the page: a company (or the page's last, after a page turned back). */
interface Walk {
  index: number | 'last';
  end: TriageEndStep | null;
  summary: boolean;
}

const START: Walk = { index: 0, end: null, summary: false };

/** The companies selected in this triage: each one's last selection change. */
function selectedIn(session: TriageSession): ReadonlySet<string> {
  const selected = new Set<string>();
  for (const change of session.changes)
    if (change.type === 'selected') {
      if (change.selected) selected.add(change.cnpj);
      else selected.delete(change.cnpj);
    }
  return selected;
}

/** What the triage page shows. */
export type TriageState =
  | { kind: 'unavailable' }
  | { kind: 'failed'; retry: () => void }
  | { kind: 'ready'; screen: Omit<TriageScreenProps, 'linkComponent'> };

/** The triage of `set`: the screen's props, the add-to-list dialog's, and where leaving goes. */
export function useTriage(set: TriageSet): {
  state: TriageState;
  dialogProps: AddToListDialogProps;
  backHref: string;
  selected: ReadonlySet<string>;
} {
  const navigate = useNavigate();
  const client = useQueryClient();
  const { plan, loaded } = usePlan();
  const known = useKnownCompanies();
  const [session, dispatch] = useReducer(triageReducer, EMPTY_TRIAGE_SESSION);
  const [walk, setWalk] = useState<Walk>(START);
  const [notice, setNotice] = useState<TriageNotice | null>(null);
  const [lastList, setLastList] = usePersistedState(lastTriageListState);
  // What each "Não contatar" did, so "Desfazer" puts back exactly that.
  const outcomes = useRef(new Map<string, NaoContatarOutcome>());
  const adding = useRef<string | null>(null);

  const page = useTriagePageQuery(set);
  const rows = page.data?.rows ?? [];
  const last = Math.max(rows.length - 1, 0);
  const index = walk.index === 'last' ? last : Math.min(walk.index, last);
  const company = rows[index];
  const place: TriagePlace = {
    index,
    count: rows.length,
    page: setPage(set),
    pages: page.data?.pages ?? 1,
    pageSize: PAGE_SIZE,
    total: page.data?.total ?? 0,
    source: set.kind,
    // Unread, the plan counts as free (docs/product.md#plans-and-permissions).
    plano: loaded ? plan : undefined,
  };
  const selected = selectedIn(session);

  const partners = usePartnersQuery(company?.cnpj);
  // The next company's partners are read while this one is judged, so moving on shows them at once.
  const ahead = rows[index + 1]?.cnpj;
  useEffect(() => {
    if (ahead) void client.prefetchQuery(partnersQuery(ahead));
  }, [client, ahead]);

  const change = (event: TriageChange, text = triageChangeText(event)) => {
    dispatch(event);
    setNotice({ text, undo: true });
  };

  const addToList = useAddToList((listId) => {
    const cnpj = adding.current;
    if (!cnpj) return;
    const lists = client.getQueryData(listasQuery(true).queryKey) ?? [];
    const name = lists.find((list) => list.id === listId)?.descricao ?? '';
    setLastList(listId);
    change({ type: 'added', cnpj, list: { id: String(listId), name } });
  });
  const shownLists =
    addToList.dialogProps.state.kind === 'ready' ? addToList.dialogProps.state.lists : [];
  const dialogProps: AddToListDialogProps = {
    ...addToList.dialogProps,
    // The last list chosen starts chosen, while it still exists.
    selectedListId:
      addToList.dialogProps.selectedListId ??
      (shownLists.some((list) => list.id === lastList) ? lastList : null),
  };

  const turnTo = (pageNumber: number, at: Walk['index']) => {
    navigate(`?${triageQuery(withPage(set, pageNumber))}`, { replace: true });
    setWalk({ index: at, end: null, summary: false });
  };

  const move = (step: TriageStep) => {
    if (step.kind === 'company') setWalk({ index: step.index, end: null, summary: false });
    else if (step.kind === 'previous-page') turnTo(step.page, 'last');
    else setWalk({ index, end: step, summary: false });
  };

  async function doNotContact(cnpj: string) {
    const outcome = await putOnNaoContatar(client, cnpj);
    outcomes.current.set(cnpj, outcome);
    change({ type: 'doNotContact', cnpj }, outcome.message);
  }

  async function undo() {
    const undoable = lastUndoable(session);
    if (!undoable) return;
    try {
      if (undoable.type === 'added') {
        await api.removeCompanyFromList(Number(undoable.list.id), undoable.cnpj);
        void client.invalidateQueries({ queryKey: keys.listas });
        void client.invalidateQueries({ queryKey: keys.lista() });
      } else if (undoable.type === 'doNotContact') {
        const put = outcomes.current.get(undoable.cnpj);
        const outcome = put ? await undoNaoContatar(client, put) : null;
        if (outcome && !outcome.undone) {
          setNotice({ text: outcome.message, undo: false });
          return;
        }
      }
    } catch (error) {
      if (!isNotFound(error)) logError('Failed to undo the triage change', error);
      setNotice({ text: TRIAGE_UNDO_FAILED, undo: true });
      return;
    }
    dispatch({ type: 'undo' });
    setNotice({ text: triageUndoneText(undoable), undo: false });
  }

  const onAction = (action: TriageAppAction) => {
    const cnpj = company?.cnpj;
    switch (action) {
      case 'next':
        return move(nextStep(place));
      case 'previous':
        // From the end of a page, back to its last company.
        return walk.end ? setWalk({ ...walk, end: null }) : move(previousStep(place));
      case 'leave':
        return setWalk({ ...walk, summary: true });
      case 'addToList':
        if (!cnpj) return;
        adding.current = cnpj;
        return addToList.open([cnpj]);
      case 'doNotContact':
        // Already on "Não contatar": "Desfazer" takes it off, pressing again changes nothing.
        if (cnpj && !known.naoContatar.has(cnpj)) void doNotContact(cnpj);
        return;
      case 'select':
        if (cnpj) change({ type: 'selected', cnpj, selected: !selected.has(cnpj) });
        return;
      case 'call':
        if (cnpj) dispatch({ type: 'called', cnpj });
        return;
      case 'whatsapp':
        if (cnpj) dispatch({ type: 'messaged', cnpj });
        return;
      // The screen copied the e-mail or opened the detail and said so.
      case 'copyEmail':
      case 'openDetail':
        return;
    }
  };

  const backHref = setHref(set);
  const common = { dialogProps, backHref, selected };
  if (page.isError)
    return { ...common, state: { kind: 'failed', retry: () => void page.refetch() } };
  if (page.data === null) return { ...common, state: { kind: 'unavailable' } };

  let view: TriageView;
  const position = triagePositionText(place);
  if (walk.summary) view = { kind: 'summary', summary: triageSummary(session) };
  else if (!page.data) view = { kind: 'loading' };
  else if (!company) view = { kind: 'end', step: { kind: 'end' }, position };
  else if (walk.end) view = { kind: 'end', step: walk.end, position };
  else
    view = {
      kind: 'company',
      company,
      position,
      selected: selected.has(company.cnpj),
      doNotContact: known.naoContatar.has(company.cnpj),
    };

  const partnersView: TriagePartners = partners.isError
    ? { kind: 'failed' }
    : partners.data
      ? { kind: 'ready', partners: partners.data }
      : { kind: 'loading' };

  return {
    ...common,
    state: {
      kind: 'ready',
      screen: {
        view,
        partners: partnersView,
        notice,
        onAction,
        onUndo: () => void undo(),
        onRetryPartners: () => void partners.refetch(),
        onNextPage: () => turnTo(place.page + 1, 0),
        onBack: () => navigate(backHref),
      },
    },
  };
}
