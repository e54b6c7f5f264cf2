// The triage at /triagem (docs/product.md#triage): one company at a time from the set the URL names (a
// search shown, a list or a Radar queue), each action one key and one button, and "Voltar às
// empresas" back to the set's own page at the page reached. The walk and the calls are the shared
// triage's (shared/triage, also opened by the bulk lookup over its found companies); this page reads
// the set the URL names.
import { RADAR_PATH, TRIAGE_BACK } from '@cnpj/domain';
import { StatusMessage } from '@cnpj/ui/screens/shared/StatusMessage';
import { useMemo, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { ScreenLink } from '../../shared/navigation/screen-link';
import { handedSearchSelection, handSearchSelection } from '../../shared/triage/search-selection';
import type { TriagePageRead, TriageSetInput } from '../../shared/triage/set';
import { SetTriage } from '../../shared/triage/SetTriage';
import { useTriagePageQuery } from './queries';
import { useRadarTriagePage } from './radar-set';
import {
  readTriageSet,
  setHref,
  setPage,
  triageQuery,
  withPage,
  type TriageSet,
} from './triage-url';

/** An address that names no set (an old or hand-written link, a monitor removed). */
export const TRIAGE_NO_SET =
  'Abra a triagem a partir dos resultados de uma pesquisa, de uma lista, de uma fila do Radar ou da consulta em lote.';
/** A list whose companies this backend cannot read (no one-list extension). */
export const TRIAGE_LIST_UNAVAILABLE =
  'A triagem não está disponível para esta lista: este servidor não informa as empresas de uma lista.';

const backLink = (href: string) => <ScreenLink href={href}>{TRIAGE_BACK}</ScreenLink>;

/** The set the URL names as the triage walks it: its pages by the URL, leaving to its own page. */
function useUrlSet(set: TriageSet, read: TriagePageRead): TriageSetInput {
  const navigate = useNavigate();
  return {
    source: set.kind,
    page: setPage(set),
    read,
    // The page reached is the URL's, so a reload or leaving keeps it.
    turnTo: (page) => navigate(`?${triageQuery(withPage(set, page))}`, { replace: true }),
    onBack: () => navigate(setHref(set)),
  };
}

/**
 * A search's selection through its triage (decision 080): the triage starts from the selection the
 * search page handed over and hands back each X, so the search shows them selected on return. A
 * list's selection is its page's own, so there the triage's stays its own.
 */
function useSearchSelection(set: Exclude<TriageSet, { kind: 'radar' }>) {
  const searchId = set.kind === 'search' ? set.shown.page.run.pesquisaId : null;
  // Read once: the triage's own marks are handed back to the same place as they are made.
  const [initialSelection] = useState(() => handedSearchSelection(searchId));
  if (searchId === null) return {};
  return {
    initialSelection,
    keepSelection: (selected: ReadonlySet<string>) => handSearchSelection(searchId, selected),
  };
}

/** The triage of a search shown or a list. */
function PagedTriage({ set }: { set: Exclude<TriageSet, { kind: 'radar' }> }) {
  const page = useTriagePageQuery(set);
  const input = useUrlSet(set, {
    data: page.data ?? undefined,
    failed: page.isError,
    retry: () => void page.refetch(),
  });
  const selection = useSearchSelection(set);
  if (page.data === null)
    return (
      <StatusMessage tone="info" title={TRIAGE_LIST_UNAVAILABLE} action={backLink(setHref(set))} />
    );
  return <SetTriage {...input} {...selection} />;
}

/** The triage of a Radar monitor's queue. */
function RadarTriage({ set }: { set: Extract<TriageSet, { kind: 'radar' }> }) {
  const { read, missing } = useRadarTriagePage(set.monitorId, set.page);
  const input = useUrlSet(set, read);
  if (missing)
    return <StatusMessage tone="info" title={TRIAGE_NO_SET} action={backLink(RADAR_PATH)} />;
  return <SetTriage {...input} />;
}

/** The page at /triagem. */
export default function TriagePage() {
  const query = useSearchParams()[0].toString();
  // One set per query, so a re-render does not start the walk over.
  const set = useMemo(() => readTriageSet(new URLSearchParams(query)), [query]);
  if (!set)
    return (
      <StatusMessage tone="info" title={TRIAGE_NO_SET} action={backLink('/pesquisar-empresas')} />
    );
  return set.kind === 'radar' ? <RadarTriage set={set} /> : <PagedTriage set={set} />;
}
