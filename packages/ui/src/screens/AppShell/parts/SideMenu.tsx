import { PanelLeftClose, PanelLeftOpen } from 'lucide-react';
import { Logo } from '../../../components/Logo';
import type { LinkComponent } from '../../shared/link';
import { ListsSubmenu, type MenuListsStatus } from './ListsSubmenu';
import { NavLink } from './NavLink';
import { navEntries } from '../../shared/nav';
import { type Lista } from '@cnpj/domain';
import styles from './SideMenu.module.css';

/** Props of {@link SideMenu}. */
export interface SideMenuProps {
  /** The product's name, beside its mark at the top (the mark alone when collapsed). */
  appName: string;
  currentPath: string;
  lists: readonly Lista[];
  listsStatus?: MenuListsStatus;
  onRetryLists?: () => void;
  collapsed: boolean;
  onToggleCollapsed: () => void;
  link: LinkComponent;
  /** The new companies in the Radar's queues, carried by its entry. */
  radarCount?: number;
}

/**
 * docs/product.md#screens-and-routes desktop side menu: 64 px collapsed (icons only), 256 px expanded. Collapsed, "Minhas
 * Listas" is a plain link since there is no room for the submenu.
 */
export function SideMenu({
  appName,
  currentPath,
  lists,
  listsStatus = 'loaded',
  onRetryLists,
  collapsed,
  onToggleCollapsed,
  link: Link,
  radarCount = 0,
}: SideMenuProps) {
  const entry = (key: keyof typeof navEntries) => (
    <li>
      <NavLink
        entry={navEntries[key]}
        currentPath={currentPath}
        iconOnly={collapsed}
        link={Link}
        count={key === 'radar' ? radarCount : 0}
      />
    </li>
  );
  return (
    <nav
      className={styles.menu}
      data-collapsed={collapsed || undefined}
      aria-label="Menu principal"
    >
      <div className={styles.brand}>
        <Link href="/" className={styles.brandLink}>
          <Logo name={appName} showName={!collapsed} />
        </Link>
        <button
          type="button"
          className={styles.toggle}
          aria-label={collapsed ? 'Expandir menu' : 'Recolher menu'}
          aria-expanded={!collapsed}
          onClick={onToggleCollapsed}
        >
          {collapsed ? (
            <PanelLeftOpen size={20} aria-hidden="true" />
          ) : (
            <PanelLeftClose size={20} aria-hidden="true" />
          )}
        </button>
      </div>
      <ul className={styles.entries}>
        {entry('home')}
        {entry('search')}
        {entry('radar')}
        {entry('lookup')}
        {entry('bulk')}
        {collapsed ? (
          entry('lists')
        ) : (
          <li>
            <ListsSubmenu
              lists={lists}
              status={listsStatus}
              onRetry={onRetryLists}
              currentPath={currentPath}
              link={Link}
            />
          </li>
        )}
        {entry('subscription')}
      </ul>
    </nav>
  );
}
