import { useId, type ReactNode } from 'react';
import { Logo } from '../../components/Logo';
import { PlainLink, type LinkComponent } from '../shared/link';
import { FreePlanBanner } from './parts/FreePlanBanner';
import { MobileMenu } from './parts/MobileMenu';
import { isFreePlan, type Lista } from '@cnpj/domain';
import { ProfileMenu, type ShellUser } from './parts/ProfileMenu';
import type { MenuListsStatus } from './parts/ListsSubmenu';
import { SideMenu } from './parts/SideMenu';
import { UpdateBadges } from './parts/UpdateBadges';
import styles from './AppShell.module.css';

/** Props of {@link AppShell}. */
export interface AppShellProps {
  /** The product's name (the app's configuration), with its mark in the side menu and the mobile header. */
  appName: string;
  /** The router's current path; marks the active entry and opens the lists submenu on lists routes. */
  currentPath: string;
  /** The user's saved lists for the "Minhas Listas" submenu. */
  lists: readonly Lista[];
  /**
   * What is known of the lists (docs/product.md#layout): while they are first read, or when they
   * could not be read, the submenu says so instead of "Nenhuma lista encontrada". 'loaded' by default.
   */
  listsStatus?: MenuListsStatus;
  /** "Tentar novamente" in the submenu after a failure: the app reads the lists again. */
  onRetryLists?: () => void;
  /** Backend plano; G, missing or unknown shows the free-plan banner (docs/product.md#states-and-transitions). */
  plan: string | null;
  /** True while the plano is still being read: no banner yet, so a paid user never sees it flash. */
  planPending?: boolean;
  user: ShellUser;
  /** dt_atualizado_ate; null (missing, or a 403) hides the header badges (docs/product.md#errors). */
  atualizadoAte: string | null;
  /** Today, for the next-update date (docs/product.md#limits-and-constants); the current date by default. */
  today?: Date;
  /** Side menu state (docs/product.md#states-and-transitions UI toggles), owned by the app so it can persist. */
  collapsed: boolean;
  onToggleCollapsed: () => void;
  onLogout: () => void;
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

/**
 * docs/product.md#screens-and-routes Layout of the signed-in area: desktop side menu and header, mobile slide-in menu, profile
 * menu and the free-plan banner. Desktop versus mobile follows the shell's own width (container
 * queries), so it also works inside a narrow frame.
 */
export function AppShell({
  appName,
  currentPath,
  lists,
  listsStatus = 'loaded',
  onRetryLists,
  plan,
  planPending = false,
  user,
  atualizadoAte,
  today,
  collapsed,
  onToggleCollapsed,
  onLogout,
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
            listsStatus={listsStatus}
            onRetryLists={onRetryLists}
            collapsed={collapsed}
            onToggleCollapsed={onToggleCollapsed}
            link={link}
            radarCount={radarCount}
          />
        </div>
        <div className={styles.column}>
          <header className={styles.header}>
            <div className={`${styles.mobileOnly} ${styles.mobileBrand}`}>
              <MobileMenu
                currentPath={currentPath}
                onLogout={onLogout}
                link={link}
                radarCount={radarCount}
              />
              <Logo name={appName} size={24} />
            </div>
            <div className={styles.updates}>
              <UpdateBadges atualizadoAte={atualizadoAte} today={todayOrNow} />
            </div>
            <div className={styles.profile}>
              <ProfileMenu user={user} onLogout={onLogout} link={link} />
            </div>
          </header>
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
