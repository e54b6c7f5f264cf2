// One user's details (/user-details/{userId}, docs/product.md#screens-and-routes; an extension with a plan-only fallback): the
// kit's UserDetailsScreen; on the user's own page, the export and import of what this browser keeps
// for them (decision 056).
import { UserDetailsScreen, type UserDetailsState } from '@cnpj/ui/screens/UserDetailsScreen';
import { useParams } from 'react-router-dom';
import { useAuth } from '../../shared/auth/AuthProvider';
import { ScreenLink } from '../../shared/navigation/screen-link';
import { sessionStore } from '../../shared/services/session-store';
import { useScreenState, userDetailsQuery } from './queries';
import { useBrowserDataFile } from './use-browser-data-file';

const LOADING: UserDetailsState = { kind: 'loading' };

/** The page at /user-details/:userId. */
export default function UserDetailsPage() {
  const { userId = '' } = useParams();
  const { backendSignedIn } = useAuth();
  const { state } = useScreenState(userDetailsQuery(userId, backendSignedIn), LOADING);
  const browserData = useBrowserDataFile();
  // What this browser keeps belongs to the signed-in user: offered on their own page only.
  const own = userId !== '' && userId === sessionStore.getUserId();
  return (
    <UserDetailsScreen
      state={state}
      linkComponent={ScreenLink}
      browserData={own ? browserData : undefined}
    />
  );
}
