// docs/product.md#screens-and-routes Home: the kit's HomeScreen with the user's notifications, the Radar card and the contact e-mail.
import { HomeScreen } from '@cnpj/ui/screens/HomeScreen';
import { useAuth } from '../../shared/auth/AuthProvider';
import { config } from '../../shared/config';
import { ScreenLink } from '../../shared/navigation/screen-link';
import { useNotifications } from './use-notifications';
import { useRadarCard } from './use-radar-card';

/** The page at /. */
export default function HomePage() {
  const { backendSignedIn } = useAuth();
  // Calls wait for the backend session, so they carry its token (and the client, the identity uid).
  const notifications = useNotifications(backendSignedIn);
  const radar = useRadarCard();
  return (
    <HomeScreen
      notifications={notifications.state}
      markingId={notifications.markingId}
      markFailed={notifications.markFailed}
      onMarkRead={(id) => void notifications.markRead(id)}
      contactEmail={config.contactEmail}
      radar={radar}
      linkComponent={ScreenLink}
    />
  );
}
