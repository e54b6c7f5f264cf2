// Statistics dashboard (/user-stats, docs/product.md#screens-and-routes; an extension): the kit's UserStatsScreen.
import { UserStatsScreen, type UserStatsState } from '@cnpj/ui/screens/UserStatsScreen';
import { useAuth } from '../auth/AuthProvider';
import { ScreenLink } from '../routes/screen-link';
import { loadUserStats } from './stats/loaders';
import { useScreenQuery } from '../services/server-state/use-screen-query';

const LOADING: UserStatsState = { kind: 'loading' };
const STATS_KEY = ['stats', 'usuarios'];

/** The page at /user-stats. */
export default function UserStatsPage() {
  const { backendSignedIn } = useAuth();
  const { state, reload } = useScreenQuery(STATS_KEY, loadUserStats, backendSignedIn, LOADING);
  return <UserStatsScreen state={state} onRetry={reload} linkComponent={ScreenLink} />;
}
