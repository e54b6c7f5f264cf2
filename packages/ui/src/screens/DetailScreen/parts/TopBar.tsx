import type { ReactNode } from 'react';
import { Logo } from '../../../components/Logo';
import type { LinkComponent } from '../../shared/link';
import { HOME_HREF } from '../links';
import styles from './TopBar.module.css';

/** Props of {@link TopBar}. */
export interface TopBarProps {
  /** The product's name, beside the mark and the link's name. */
  appName: string;
  link: LinkComponent;
  /** The company's actions, kept in reach while the page scrolls; none while no company shows. */
  actions?: ReactNode;
}

/**
 * The detail's slim header (docs/product.md#company-detail): the tab opens without the menu, so the
 * mark leads into the app, and the company's main action stays in view above its long sections.
 */
export function TopBar({ appName, link: Link, actions }: TopBarProps) {
  return (
    <header className={styles.bar} data-print="hide">
      <Link href={HOME_HREF} className={styles.home}>
        <Logo name={appName} size={24} />
      </Link>
      {actions && <div className={styles.actions}>{actions}</div>}
    </header>
  );
}
