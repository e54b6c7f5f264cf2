// docs/product.md#screens-and-routes company detail (/detalhes/{cnpj}, full screen, opened in a new tab): the kit's
// DetailScreen. A failed backend login sends the visitor to /login (docs/product.md#errors).
import { DetailScreen } from '@cnpj/ui/screens/DetailScreen';
import { Navigate, useLocation, useParams } from 'react-router-dom';
import { useAuth } from '../auth/AuthProvider';
import { loginPathFor } from '../routes/RequireAuth';
import { useCompanyDetail } from './detail/use-company-detail';

/** The page at /detalhes/:cnpj. */
export default function DetailPage() {
  const { cnpj = '' } = useParams();
  const { pathname } = useLocation();
  const { backendSignedIn, syncError } = useAuth();
  const state = useCompanyDetail(cnpj, backendSignedIn);
  if (syncError) return <Navigate to={loginPathFor(pathname)} replace />;
  return <DetailScreen state={state} onPrint={() => window.print()} />;
}
