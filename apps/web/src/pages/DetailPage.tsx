// docs/product.md#company-detail (/detalhes/{cnpj}, full screen, opened in a new tab): the kit's DetailScreen.
// A CNPJ written any other way (lower case, with its mask) is replaced by its contract form
// (docs/product.md#cnpj). A failed backend login sends the visitor to /login (docs/product.md#errors).
import { normaliseCnpj } from '@cnpj/domain';
import { DetailScreen, companyDisplayName } from '@cnpj/ui/screens/DetailScreen';
import { Navigate, useLocation, useParams } from 'react-router-dom';
import { useAuth } from '../auth/AuthProvider';
import { usePageTitle } from '../routes/page-title';
import { loginPathFor } from '../routes/RequireAuth';
import { ScreenLink } from '../routes/screen-link';
import { useCompanyDetail } from './detail/use-company-detail';

/** The page at /detalhes/:cnpj. */
export default function DetailPage() {
  const { cnpj: given = '', rest } = useParams();
  const written = rest === undefined ? given : `${given}/${rest}`;
  const cnpj = normaliseCnpj(written);
  const { pathname } = useLocation();
  const { backendSignedIn, syncError } = useAuth();
  const state = useCompanyDetail(cnpj, backendSignedIn && cnpj === written);
  // The tab names the company, so several open companies can be told apart.
  usePageTitle(state.kind === 'ready' ? companyDisplayName(state.company) : null);
  if (syncError) return <Navigate to={loginPathFor(pathname)} replace />;
  if (cnpj !== written) return <Navigate to={`/detalhes/${cnpj}`} replace />;
  return <DetailScreen state={state} onPrint={() => window.print()} linkComponent={ScreenLink} />;
}
