import { Dialog } from 'radix-ui';
import { useId } from 'react';
import { LogOut, Menu, X } from 'lucide-react';
import type { LinkComponent } from '../../shared/link';
import { isActive, navEntries } from '../../shared/nav';
import { MenuCountDescription, MenuCountFigure } from './MenuCount';
import styles from './MobileMenu.module.css';

/** Props of {@link MobileMenu}. */
export interface MobileMenuProps {
  currentPath: string;
  onLogout: () => void;
  link: LinkComponent;
  /** The new companies in the Radar's queues, carried by its entry. */
  radarCount?: number;
}

/** docs/product.md#screens-and-routes mobile menu entries, in the product's order. */
const entries = [
  navEntries.lists,
  navEntries.search,
  navEntries.radar,
  navEntries.lookup,
  navEntries.bulk,
  navEntries.subscription,
] as const;

/**
 * docs/product.md#screens-and-routes mobile slide-in menu (a Radix Dialog: focus is trapped, Escape closes). Following a link
 * closes it, so the new page is not hidden behind it.
 */
export function MobileMenu({ currentPath, onLogout, link: Link, radarCount = 0 }: MobileMenuProps) {
  const countId = useId();
  return (
    <Dialog.Root>
      <Dialog.Trigger className={styles.trigger} aria-label="Abrir menu">
        <Menu size={22} aria-hidden="true" />
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content className={styles.sheet} aria-describedby={undefined}>
          <div className={styles.header}>
            <Dialog.Title className={styles.title}>Menu</Dialog.Title>
            <Dialog.Close className={styles.close} aria-label="Fechar menu">
              <X size={20} aria-hidden="true" />
            </Dialog.Close>
          </div>
          <nav aria-label="Menu">
            <ul className={styles.entries}>
              {entries.map(({ href, label, icon: Icon }) => {
                const count = href === navEntries.radar.href ? radarCount : 0;
                return (
                  <li key={href}>
                    <Dialog.Close asChild>
                      <Link
                        href={href}
                        className={styles.link}
                        aria-current={isActive(currentPath, href) ? 'page' : undefined}
                        aria-describedby={count > 0 ? countId : undefined}
                      >
                        <Icon size={20} aria-hidden="true" />
                        {label}
                        <MenuCountFigure count={count} />
                      </Link>
                    </Dialog.Close>
                    <MenuCountDescription count={count} id={countId} />
                  </li>
                );
              })}
              <li>
                <button type="button" className={styles.link} onClick={onLogout}>
                  <LogOut size={20} aria-hidden="true" />
                  Sair
                </button>
              </li>
            </ul>
          </nav>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
