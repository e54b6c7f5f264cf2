// docs/product.md#company-detail (/detalhes/{cnpj}, full screen, opened in a new tab): the kit's DetailScreen.
// A CNPJ written any other way (lower case, with its mask) is replaced by its contract form
// (docs/product.md#cnpj). An address whose CNPJ cannot be valid (wrong length, characters or check
// digits) says "CNPJ inválido" at once and asks the backend nothing: no company can have it
// (docs/product.md#errors). A failed backend login sends the visitor to /login (docs/product.md#errors).
// "Adicionar à lista" adds this company through the search's modal, under the same plan rules.
import { DETAIL_INVALID_TITLE, normaliseCnpj, validateCnpj } from '@cnpj/domain';
import { AddToListDialog } from '@cnpj/ui/screens/AddToListDialog';
import { DetailScreen, companyDisplayName, type DetailState } from '@cnpj/ui/screens/DetailScreen';
import { Navigate, useLocation, useParams } from 'react-router-dom';
import { useAuth } from '../../shared/auth/AuthProvider';
import { config } from '../../shared/config';
import { usePageTitle } from '../../shared/navigation/page-title';
import { loginPathFor } from '../../shared/lib/safe-redirect';
import { ScreenLink } from '../../shared/navigation/screen-link';
import { usePlan } from '../../shared/services/plan-queries';
import { useAddToList } from '../../shared/company-set/use-add-to-list';
import { useCompanyDetail } from './use-company-detail';
import { useKnownCompanies } from '../../shared/company-set/known-companies';
import { useSourceLine } from '../../shared/update-date/use-update-date';
import { useNaoContatarOnPage } from '../../shared/company-set/use-new-companies';

const INVALID: DetailState = { kind: 'invalid' };

/** Nothing else on the page changes after an add: the dialog itself confirms it. */
const ignoreAdded = () => undefined;

/** The page at /detalhes/:cnpj. */
export default function DetailPage() {
  const { cnpj: given = '', rest } = useParams();
  const written = rest === undefined ? given : `${given}/${rest}`;
  const cnpj = normaliseCnpj(written);
  const valid = validateCnpj(cnpj) === null;
  const { pathname } = useLocation();
  const { backendSignedIn, syncError } = useAuth();
  const detail = useCompanyDetail(cnpj, backendSignedIn && valid && cnpj === written);
  const state = valid ? detail : INVALID;
  const { plan, loaded } = usePlan();
  const addToList = useAddToList(ignoreAdded);
  // docs/product.md#search "Only companies new to you": the detail puts a company on "Não contatar" too.
  const doNotContact = useNaoContatarOnPage(cnpj);
  const onDoNotContactList = useKnownCompanies().naoContatar.has(cnpj);
  const source = useSourceLine();
  // The tab names the company, so several open companies can be told apart.
  usePageTitle(
    state.kind === 'ready'
      ? companyDisplayName(state.company)
      : state.kind === 'invalid'
        ? DETAIL_INVALID_TITLE
        : null,
  );
  if (syncError) return <Navigate to={loginPathFor(pathname)} replace />;
  // Only a valid CNPJ is rewritten: an invalid one stays as the visitor wrote it, to be checked.
  if (valid && cnpj !== written) return <Navigate to={`/detalhes/${cnpj}`} replace />;
  const { open } = addToList;
  return (
    <>
      <DetailScreen
        state={state}
        appName={config.appName}
        onPrint={() => window.print()}
        linkComponent={ScreenLink}
        plano={loaded ? plan : undefined}
        onAddToList={state.kind === 'ready' ? () => open([state.company.cnpj]) : undefined}
        onDoNotContact={() => doNotContact.put(cnpj)}
        doNotContact={onDoNotContactList}
        doNotContactNote={doNotContact.note?.message ?? null}
        onUndoDoNotContact={doNotContact.note?.onUndo}
        onDismissDoNotContactNote={doNotContact.dismiss}
        sourceLine={source}
      />
      {addToList.dialogProps.open && (
        <AddToListDialog {...addToList.dialogProps} linkComponent={ScreenLink} />
      )}
    </>
  );
}
