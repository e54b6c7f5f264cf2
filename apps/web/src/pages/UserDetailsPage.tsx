// One user's details (/user-details/{userId}, docs/product.md#screens-and-routes; an extension with a plan-only fallback): the
// kit's UserDetailsScreen.
import { UserDetailsScreen, type UserDetailsState } from '@cnpj/ui/screens/UserDetailsScreen';
import { useParams } from 'react-router-dom';
import { useAuth } from '../auth/AuthProvider';
import { ScreenLink } from '../routes/screen-link';
import { useScreenState, userDetailsQuery } from './stats/queries';

const LOADING: UserDetailsState = { kind: 'loading' };

/** The page at /user-details/:userId. */
export default function UserDetailsPage() {
  const { userId = '' } = useParams();
  const { backendSignedIn } = useAuth();
  const { state } = useScreenState(userDetailsQuery(userId, backendSignedIn), LOADING);
  return <UserDetailsScreen state={state} linkComponent={ScreenLink} />;
}
