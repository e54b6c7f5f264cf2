import { useId, type ReactNode } from 'react';
import { Logo } from '../../components/Logo';
import { PlainLink, type LinkComponent } from '../shared/link';
import { FreePlanBanner } from './parts/FreePlanBanner';
import { MobileMenu } from './parts/MobileMenu';
import { isFreePlan } from '@cnpj/domain';
import { ProfileMenu, type ShellAccount } from './parts/ProfileMenu';
import type { MenuLists } from './parts/ListsSubmenu';
import { SideMenu, type SideMenuState } from './parts/SideMenu';
import { UpdateBadges } from './parts/UpdateBadges';
import styles from './AppShell.module.css';

/** Props of {@link AppShell}. */
export interface AppShellProps {
  /** The product's name (the app's configuration), with its mark in the side menu and the mobile header. */
  appName: string;
  /** The router's current path; marks the active entry and opens the lists submenu on lists routes. */
  currentPath: string;
  /**
   * The user's saved lists for the "Minhas Listas" submenu, what is known of them
   * (docs/product.md#layout) and "Tentar novamente" after a failure.
   */
  lists: MenuLists;
  /** Backend plano; G, missing or unknown shows the free-plan banner (docs/product.md#states-and-transitions). */
  plan: string | null;
  /** True while the plano is still being read: no banner yet, so a paid user never sees it flash. */
  planPending?: boolean;
  /** The signed-in user the header shows, and "Sair" in the profile menu and the phone's menu. */
  account: ShellAccount;
  /** dt_atualizado_ate; null (missing, or a 403) hides the header badges (docs/product.md#errors). */
  atualizadoAte: string | null;
  /** Today, for the next-update date (docs/product.md#limits-and-constants); the current date by default. */
  today?: Date;
  /** Side menu state (docs/product.md#states-and-transitions UI toggles), owned by the app so it can persist. */
  sideMenu: SideMenuState;
  linkComponent?: LinkComponent;
  /** A notice across every page, under the header (the overdue payment's, docs/product.md#my-subscription). */
  notice?: ReactNode;
  /** The new companies waiting in the Radar's queues: the "Radar" menu entry carries it (docs/product.md#radar). */
  radarCount?: number;
  /** The page. */
  children: ReactNode;
}

/** Noon of today's UTC day: the next-update rule counts in whole days. */
function noonOfToday(): Date {
  return new Date(`${new Date().toISOString().slice(0, 10)}T12:00:00Z`);
}

/** The header: on a phone the menu button and the mark, then the update badges and the profile menu. */
function ShellHeader({
  appName,
  currentPath,
  account,
  atualizadoAte,
  today,
  link,
  radarCount,
}: Pick<AppShellProps, 'appName' | 'currentPath' | 'account' | 'atualizadoAte' | 'radarCount'> & {
  today: Date;
  link: LinkComponent;
}) {
  return (
    <header className={styles.header}>
      <div className={`${styles.mobileOnly} ${styles.mobileBrand}`}>
        <MobileMenu
          currentPath={currentPath}
          onLogout={account.onLogout}
          link={link}
          radarCount={radarCount}
        />
        <Logo name={appName} size={24} />
      </div>
      <div className={styles.updates}>
        <UpdateBadges atualizadoAte={atualizadoAte} today={today} />
      </div>
      <div className={styles.profile}>
        <ProfileMenu user={account.user} onLogout={account.onLogout} link={link} />
      </div>
    </header>
  );
}

/**
 * docs/product.md#screens-and-routes Layout of the signed-in area: desktop side menu and header, mobile slide-in menu, profile
 * menu and the free-plan banner. Desktop versus mobile follows the shell's own width (container
 * queries), so it also works inside a narrow frame.
 */
export function AppShell({
  appName,
  currentPath,
  lists,
  plan,
  planPending = false,
  account,
  atualizadoAte,
  today,
  sideMenu,
  linkComponent: link = PlainLink,
  notice,
  radarCount = 0,
  children,
}: AppShellProps) {
  const mainId = useId();
  // The app reads the lists, the plan, the update date and the user as they arrive, one by one: the
  // React Compiler redraws only the part of the frame whose props changed (decision 062).
  const todayOrNow = today ?? noonOfToday();
  return (
    <div className={styles.container}>
      <div className={styles.shell}>
        <a className={styles.skip} href={`#${mainId}`}>
          Pular para o conteúdo
        </a>
        <div className={styles.sidebar}>
          <SideMenu
            appName={appName}
            currentPath={currentPath}
            lists={lists}
            state={sideMenu}
            link={link}
            radarCount={radarCount}
          />
        </div>
        <div className={styles.column}>
          <ShellHeader
            appName={appName}
            currentPath={currentPath}
            account={account}
            atualizadoAte={atualizadoAte}
            today={todayOrNow}
            link={link}
            radarCount={radarCount}
          />
          {!planPending && isFreePlan(plan) && <FreePlanBanner linkComponent={link} />}
          {notice}
          <main id={mainId} className={styles.main} tabIndex={-1}>
            <div className={styles.content}>{children}</div>
          </main>
        </div>
      </div>
    </div>
  );
}
