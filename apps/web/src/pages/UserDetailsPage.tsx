// One user's details (/user-details/{userId}, SPEC §2; an extension with a plan-only fallback): the
// kit's UserDetailsScreen.
import {
  UserDetailsScreen,
  type UserDetailsState,
} from '@cnpj/ui/screens/UserDetailsScreen/index.ts';
import { useParams } from 'react-router-dom';
import { useAuth } from '../auth/AuthProvider';
import { ScreenLink } from '../routes/screen-link';
import { loadUserDetails } from './stats/loaders';
import { useLoaded } from './use-loaded';

const LOADING: UserDetailsState = { kind: 'loading' };

/** The page at /user-details/:userId. */
export default function UserDetailsPage() {
  const { userId = '' } = useParams();
  const { backendUserId } = useAuth();
  const { state } = useLoaded(backendUserId !== null, userId, LOADING, () =>
    loadUserDetails(userId),
  );
  return <UserDetailsScreen state={state} linkComponent={ScreenLink} />;
}
