// The signed-in area's frame (docs/product.md#screens-and-routes Layout): the kit's AppShell with the
// side menu (collapse remembered), the lists submenu (loading, failed with a retry, or the lists),
// the update badges, the free-plan banner, the overdue payment's banner, the profile menu with "Sair", the mobile menu, and the
// chat widget.
import { Banner } from '@cnpj/ui/components/Banner';
import { AppShell, OverdueBanner } from '@cnpj/ui/screens/AppShell';
import { useState } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { useAuth } from '../../shared/auth/AuthProvider';
import { AuthError, authMessages } from '../../shared/auth/messages';
import { config } from '../../shared/config';
import { ScreenLink } from '../../shared/navigation/screen-link';
import { usePlan } from '../../shared/services/plan-queries';
import { useChatWidget } from '../../shared/services/chat-widget';
import { useOverduePayment } from '../../features/subscription/queries';
import { useMenuLists } from './use-menu-lists';
import { useRadarCount } from './use-radar-count';
import { useSideMenu } from './use-side-menu';
import { useUpdateDate } from '../../shared/update-date/use-update-date';

/** The menu, header and outlet of the signed-in area. */
export function AppLayout() {
  const { user, status, backendSignedIn, logout } = useAuth();
  const { plan, isFree, loaded: planLoaded } = usePlan();
  const overdue = useOverduePayment(backendSignedIn, planLoaded && !isFree);
  const { pathname } = useLocation();
  const sideMenu = useSideMenu();
  const menuLists = useMenuLists(backendSignedIn);
  const atualizadoAte = useUpdateDate(backendSignedIn);
  const radarCount = useRadarCount();
  const [logoutError, setLogoutError] = useState<string | null>(null);
  useChatWidget(config.chatWidgetUrl, status === 'signedIn');

  const onLogout = () => {
    setLogoutError(null);
    logout().catch((error: unknown) =>
      setLogoutError(error instanceof AuthError ? error.message : authMessages.logoutFailed),
    );
  };
  // Only what the profile menu shows: the React Compiler keeps this object while these three hold,
  // so a refreshed token (a new user object) redraws nothing of the frame.
  const { photoURL, displayName, email } = user ?? {};
  const account = { user: { photoURL, displayName, email }, onLogout };

  return (
    <AppShell
      appName={config.appName}
      currentPath={pathname}
      lists={menuLists}
      plan={plan}
      planPending={!planLoaded}
      account={account}
      atualizadoAte={atualizadoAte}
      radarCount={radarCount}
      sideMenu={sideMenu}
      linkComponent={ScreenLink}
      notice={overdue && <OverdueBanner paymentUrl={overdue.url} linkComponent={ScreenLink} />}
    >
      {logoutError && (
        <Banner variant="error" onDismiss={() => setLogoutError(null)}>
          {logoutError}
        </Banner>
      )}
      <Outlet />
    </AppShell>
  );
}
