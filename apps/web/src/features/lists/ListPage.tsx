// One list (/minhas-listas/{listaId}): the kit's ListScreen with the list's companies page by page,
// its exports, and the extension actions, hidden when the backend lacks the extension.
import {
  NAO_CONTATAR_LIST_NAME,
  TRIAGE_LABEL,
  listFileBase,
  withoutNaoContatar,
} from '@cnpj/domain';
import { Button } from '@cnpj/ui/components/Button';
import { ListScreen } from '@cnpj/ui/screens/ListScreen';
import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { useAuth } from '../../shared/auth/AuthProvider';
import { useSourceLine } from '../../shared/update-date/use-update-date';
import { ScreenLink } from '../../shared/navigation/screen-link';
import { listTriagePath } from '../../shared/triage/triage-path';
import { usePlan } from '../../shared/services/plan-queries';
import { listRowsLoader } from '../../shared/company-set/crm-export/queries';
import { useCrmExport } from '../../shared/company-set/crm-export/use-crm-export';
import { parseListId, useList } from './use-list';
import { useListActions } from './use-list-actions';
import { useListExports } from './use-list-exports';
import { useListedCompanies } from '../../shared/company-set/queries';

/**
 * docs/product.md#exporting-to-a-crm: every company of the list, whatever page is shown, in a file
 * named after the list as its spreadsheets are (docs/product.md#my-lists). "Não contatar" (decision
 * 057): marked on another list, and left out of its CRM file; the "Não contatar" list itself is what
 * it is, whole.
 */
function useListCrm(listId: number | null, listName: string) {
  const { plan } = usePlan();
  const isNaoContatar = listName === NAO_CONTATAR_LIST_NAME;
  const { naoContatar } = useListedCompanies(listName !== '' && !isNaoContatar, true);
  const load = listRowsLoader(listId ?? 0);
  const loadRows = isNaoContatar
    ? load
    : async (...args: Parameters<typeof load>) =>
        withoutNaoContatar(await load(...args), naoContatar);
  const source = useSourceLine();
  const crm = useCrmExport({
    loadRows,
    fileName: listFileBase(listName, new Date()),
    plano: plan,
    source: { listName },
    sourceLine: source,
  });
  return { crm, source, naoContatar: isNaoContatar ? undefined : naoContatar };
}

/** The page at /minhas-listas/:listaId. */
export default function ListPage() {
  const listId = parseListId(useParams().listaId);
  const { backendSignedIn } = useAuth();
  // The page number belongs to one list: another list's route starts at page 1.
  const [paging, setPaging] = useState({ listId, page: 1 });
  const page = paging.listId === listId ? paging.page : 1;
  const [alert, setAlert] = useState<string | null>(null);
  const list = useList(listId, page, backendSignedIn);
  const actions = useListActions(listId, list.reload);
  const listName = list.state.kind === 'ready' ? list.state.list.descricao : '';
  const exports = useListExports(setAlert, () => listName);
  const { crm, source, naoContatar } = useListCrm(listId, listName);
  // docs/product.md#triage: the list's companies one at a time, from the page shown, entered just
  // before the screen.
  const canTriage =
    listId !== null &&
    list.extension &&
    list.state.kind === 'ready' &&
    list.state.companies.kind === 'ready' &&
    list.state.companies.total > 0;
  return (
    <>
      {canTriage && (
        <Button asChild variant="secondary">
          <ScreenLink href={listTriagePath(listId, page)}>{TRIAGE_LABEL}</ScreenLink>
        </Button>
      )}
      <ListScreen
        state={list.state}
        exports={{
          running: exports.exporting,
          onExport: (id, kind) => void exports.onExport(id, kind),
          failure: exports.failure,
          onDismissFailure: exports.dismissFailure,
        }}
        crmExport={listId === null ? undefined : { onRequest: crm.open, running: crm.exporting }}
        sourceLine={source}
        onPageChange={(next) => setPaging({ listId, page: next })}
        removal={
          list.extension
            ? { onRemove: (cnpj) => void actions.remove(cnpj), removing: actions.removing }
            : undefined
        }
        deletion={
          list.extension
            ? { onDelete: () => void actions.deleteList(), deleting: actions.deleting }
            : undefined
        }
        onRetry={list.reload}
        alert={alert}
        onDismissAlert={() => setAlert(null)}
        linkComponent={ScreenLink}
        naoContatar={naoContatar}
      />
      {crm.dialog}
    </>
  );
}
