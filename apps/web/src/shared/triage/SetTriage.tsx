// The triage of a set as a page shows it (docs/product.md#triage): the kit's TriageScreen and the
// add-to-list dialog, or the page's failed read with "Tentar novamente".
import { RETRY_LABEL } from '@cnpj/domain';
import { Button } from '@cnpj/ui/components/Button';
import { AddToListDialog } from '@cnpj/ui/screens/AddToListDialog';
import { StatusMessage } from '@cnpj/ui/screens/shared/StatusMessage';
import { TriageScreen } from '@cnpj/ui/screens/TriageScreen';
import { ScreenLink } from '../navigation/screen-link';
import type { TriageSetInput } from './set';
import { useSetTriage } from './use-set-triage';

/** The set's page could not be read. */
export const TRIAGE_PAGE_FAILED = 'Não foi possível carregar as empresas.';

/** The triage of the set `props` names. */
export function SetTriage(props: TriageSetInput) {
  const { state, dialogProps } = useSetTriage(props);
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
