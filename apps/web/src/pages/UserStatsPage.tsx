// Statistics dashboard (/user-stats, SPEC §2; an extension): the kit's UserStatsScreen.
import { UserStatsScreen, type UserStatsState } from '@cnpj/ui/screens/UserStatsScreen/index.ts';
import { useAuth } from '../auth/AuthProvider';
import { ScreenLink } from '../routes/screen-link';
import { loadUserStats } from './stats/loaders';
import { useLoaded } from './use-loaded';

const LOADING: UserStatsState = { kind: 'loading' };

/** The page at /user-stats. */
export default function UserStatsPage() {
  const { backendUserId } = useAuth();
  const { state, reload } = useLoaded(backendUserId !== null, 'stats', LOADING, loadUserStats);
  return <UserStatsScreen state={state} onRetry={reload} linkComponent={ScreenLink} />;
}
