// docs/product.md#thank-you-page (/obrigado, full screen): the kit's ObrigadoScreen saying what the plan
// bought allows, read from the subscription and the plans on offer (extensions; without them no number
// is promised); the visit is recorded once and counted as a conversion.
import { ObrigadoScreen } from '@cnpj/ui/screens/ObrigadoScreen';
import { useAuth } from '../../shared/auth/AuthProvider';
import { ScreenLink } from '../../shared/navigation/screen-link';
import { usePlan } from '../../shared/services/plan-queries';
import { useRecordObrigado } from './use-record-obrigado';
import { useBoughtPlan } from './queries';

/** The page at /obrigado. */
export default function ObrigadoPage() {
  const { user, backendSignedIn } = useAuth();
  const { plan } = usePlan();
  useRecordObrigado(user?.uid, backendSignedIn);
  return <ObrigadoScreen plan={useBoughtPlan(backendSignedIn, plan)} linkComponent={ScreenLink} />;
}
