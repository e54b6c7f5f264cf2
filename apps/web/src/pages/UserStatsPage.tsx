// Statistics dashboard (/user-stats, docs/product.md#screens-and-routes; an extension): the kit's UserStatsScreen.
import { UserStatsScreen, type UserStatsState } from '@cnpj/ui/screens/UserStatsScreen';
import { useAuth } from '../auth/AuthProvider';
import { ScreenLink } from '../routes/screen-link';
import { loadUserStats } from './stats/loaders';
import { usePageData } from './use-page-data';

const LOADING: UserStatsState = { kind: 'loading' };

/** The page at /user-stats. */
export default function UserStatsPage() {
  const { backendSignedIn } = useAuth();
  const { state, reload } = usePageData(backendSignedIn, 'stats', LOADING, loadUserStats);
  return <UserStatsScreen state={state} onRetry={reload} linkComponent={ScreenLink} />;
}
