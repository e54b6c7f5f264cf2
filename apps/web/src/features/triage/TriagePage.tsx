// The triage at /triagem (docs/product.md#triage): one company at a time from the set the URL names (a
// search shown or a list), each action one key and one button, and "Voltar às empresas" back to the
// set's own page at the page reached. The kit's TriageScreen draws it; the walk and the calls are
// the feature's hook.
import { RETRY_LABEL, TRIAGE_BACK } from '@cnpj/domain';
import { Button } from '@cnpj/ui/components/Button';
import { AddToListDialog } from '@cnpj/ui/screens/AddToListDialog';
import { StatusMessage } from '@cnpj/ui/screens/shared/StatusMessage';
import { TriageScreen } from '@cnpj/ui/screens/TriageScreen';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { ScreenLink } from '../../shared/navigation/screen-link';
import { readTriageSet, type TriageSet } from './triage-url';
import { TRIAGE_LIST_UNAVAILABLE, TRIAGE_PAGE_FAILED, useTriage } from './use-triage';

/** An address that names no set (an old or hand-written link). */
export const TRIAGE_NO_SET =
  'Abra a triagem a partir dos resultados de uma pesquisa ou de uma lista.';

const backLink = (href: string) => <ScreenLink href={href}>{TRIAGE_BACK}</ScreenLink>;

/** The triage of one set. */
function Triage({ set }: { set: TriageSet }) {
  const { state, dialogProps, backHref } = useTriage(set);
  if (state.kind === 'unavailable')
    return (
      <StatusMessage tone="info" title={TRIAGE_LIST_UNAVAILABLE} action={backLink(backHref)} />
    );
  if (state.kind === 'failed')
    return (
      <StatusMessage
        tone="error"
        title={TRIAGE_PAGE_FAILED}
        action={
          <Button variant="secondary" onClick={state.retry}>
            {RETRY_LABEL}
          </Button>
        }
      />
    );
  return (
    <>
      <TriageScreen {...state.screen} linkComponent={ScreenLink} />
      {dialogProps.open && <AddToListDialog {...dialogProps} linkComponent={ScreenLink} />}
    </>
  );
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
  return <Triage set={set} />;
}
