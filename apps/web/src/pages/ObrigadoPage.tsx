// docs/product.md#screens-and-routes thank-you page (/obrigado, full screen): the kit's ObrigadoScreen; the visit is recorded
// once and counted as a conversion.
import { ObrigadoScreen } from '@cnpj/ui/screens/ObrigadoScreen';
import { useAuth } from '../auth/AuthProvider';
import { ScreenLink } from '../routes/screen-link';
import { useRecordObrigado } from './obrigado/use-record-obrigado';

/** The page at /obrigado. */
export default function ObrigadoPage() {
  const { user, backendSignedIn } = useAuth();
  useRecordObrigado(user?.uid, backendSignedIn);
  return <ObrigadoScreen linkComponent={ScreenLink} />;
}
