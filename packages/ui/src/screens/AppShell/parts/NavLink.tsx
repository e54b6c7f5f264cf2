import { useId } from 'react';
import type { LinkComponent } from '../../shared/link';
import { isActive, type NavEntry } from '../../shared/nav';
import { MenuCountDescription, MenuCountFigure } from './MenuCount';
import styles from './SideMenu.module.css';

/** Props of {@link NavLink}. */
export interface NavLinkProps {
  entry: NavEntry;
  currentPath: string;
  /** Only the icon shows; the label stays as the accessible name and a hover title. */
  iconOnly: boolean;
  link: LinkComponent;
  /** A count carried by the entry (the Radar's new companies); none when 0 or omitted. */
  count?: number;
}

/** One side-menu link, marked aria-current on its page (and sub-pages). */
export function NavLink({ entry, currentPath, iconOnly, link: Link, count = 0 }: NavLinkProps) {
  const Icon = entry.icon;
  const countId = useId();
  return (
    <>
      <Link
        href={entry.href}
        className={styles.link}
        aria-current={isActive(currentPath, entry.href) ? 'page' : undefined}
        aria-describedby={count > 0 ? countId : undefined}
        title={iconOnly ? entry.label : undefined}
      >
        <span className={styles.iconBox}>
          <Icon className={styles.icon} size={20} aria-hidden="true" />
          {iconOnly && <MenuCountFigure count={count} corner />}
        </span>
        <span className={iconOnly ? styles.hiddenLabel : styles.label}>{entry.label}</span>
        {!iconOnly && <MenuCountFigure count={count} />}
      </Link>
      <MenuCountDescription count={count} id={countId} />
    </>
  );
}
