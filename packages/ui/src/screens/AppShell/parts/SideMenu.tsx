import { PanelLeftClose, PanelLeftOpen } from 'lucide-react';
import { Logo } from '../../../components/Logo';
import type { LinkComponent } from '../../shared/link';
import { ListsSubmenu, type MenuLists } from './ListsSubmenu';
import { NavLink } from './NavLink';
import { navEntries } from '../../shared/nav';
import styles from './SideMenu.module.css';

/** The side menu's collapsed state, owned by the app so it can persist. */
export interface SideMenuState {
  collapsed: boolean;
  onToggle: () => void;
}

/** Props of {@link SideMenu}. */
export interface SideMenuProps {
  /** The product's name, beside its mark at the top (the mark alone when collapsed). */
  appName: string;
  currentPath: string;
  lists: MenuLists;
  state: SideMenuState;
  link: LinkComponent;
  /** The new companies in the Radar's queues, carried by its entry. */
  radarCount?: number;
}

/** The top of the menu: the mark, a link home, and the button that collapses or expands the menu. */
function MenuBrand({
  appName,
  state: { collapsed, onToggle },
  link: Link,
}: Pick<SideMenuProps, 'appName' | 'state' | 'link'>) {
  return (
    <div className={styles.brand}>
      <Link href="/" className={styles.brandLink}>
        <Logo name={appName} showName={!collapsed} />
      </Link>
      <button
        type="button"
        className={styles.toggle}
        aria-label={collapsed ? 'Expandir menu' : 'Recolher menu'}
        aria-expanded={!collapsed}
        onClick={onToggle}
      >
        {collapsed ? (
          <PanelLeftOpen size={20} aria-hidden="true" />
        ) : (
          <PanelLeftClose size={20} aria-hidden="true" />
        )}
      </button>
    </div>
  );
}

/**
 * docs/product.md#screens-and-routes desktop side menu: 64 px collapsed (icons only), 256 px expanded. Collapsed, "Minhas
 * Listas" is a plain link since there is no room for the submenu.
 */
export function SideMenu({
  appName,
  currentPath,
  lists,
  state,
  link: Link,
  radarCount = 0,
}: SideMenuProps) {
  const { collapsed } = state;
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
      <MenuBrand appName={appName} state={state} link={Link} />
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
            <ListsSubmenu lists={lists} currentPath={currentPath} link={Link} />
          </li>
        )}
        {entry('subscription')}
      </ul>
    </nav>
  );
}
