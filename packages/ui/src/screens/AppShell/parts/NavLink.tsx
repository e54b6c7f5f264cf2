import type { LinkComponent } from '../../shared/link';
import { isActive, type NavEntry } from './nav';
import styles from './SideMenu.module.css';

/** Props of {@link NavLink}. */
export interface NavLinkProps {
  entry: NavEntry;
  currentPath: string;
  /** Only the icon shows; the label stays as the accessible name and a hover title. */
  iconOnly: boolean;
  link: LinkComponent;
}

/** One side-menu link, marked aria-current on its page (and sub-pages). */
export function NavLink({ entry, currentPath, iconOnly, link: Link }: NavLinkProps) {
  const Icon = entry.icon;
  return (
    <Link
      href={entry.href}
      className={styles.link}
      aria-current={isActive(currentPath, entry.href) ? 'page' : undefined}
      title={iconOnly ? entry.label : undefined}
    >
      <Icon className={styles.icon} size={20} aria-hidden="true" />
      <span className={iconOnly ? styles.hiddenLabel : styles.label}>{entry.label}</span>
    </Link>
  );
}
