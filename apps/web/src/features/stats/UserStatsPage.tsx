// Statistics dashboard (/user-stats, docs/product.md#screens-and-routes; an extension): the kit's UserStatsScreen.
import { UserStatsScreen, type UserStatsState } from '@cnpj/ui/screens/UserStatsScreen';
import { useAuth } from '../../shared/auth/AuthProvider';
import { ScreenLink } from '../../shared/navigation/screen-link';
import { useScreenState, userStatsQuery } from './queries';

const LOADING: UserStatsState = { kind: 'loading' };

/** The page at /user-stats. */
export default function UserStatsPage() {
  const { backendSignedIn } = useAuth();
  const { state, reload } = useScreenState(userStatsQuery(backendSignedIn), LOADING);
  return <UserStatsScreen state={state} onRetry={reload} linkComponent={ScreenLink} />;
}
